// The heart of a signed-in shopper (loaded only for them, with the account's GraphQL client): pressed
// when the product is in their favourites, as the page's one list of wishlisted ids says. A press
// changes it at once and back if the server refuses, with the reason. The first heart to know the
// list completes what the shopper pressed as a guest before signing in.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takePendingHeart } from '../../wishlist/pending-heart';
import { useWishlistMessages } from '../../wishlist/wishlist-messages';
import { useChangeWishlist, useWishlistIds } from '../../wishlist/wishlist-store';
import { HeartButton } from './heart-button';
import { HeartNotice, type Notice } from './heart-notice';

export interface SignedInHeartProps {
  productId: number;
  productName: string;
  userId: string;
}

export default function SignedInHeart({ productId, productName, userId }: SignedInHeartProps) {
  const { t } = useTranslation('wishlist');
  const { reason } = useWishlistMessages();
  const { ids, failed, refetch } = useWishlistIds(userId);
  const change = useChangeWishlist();
  const [notice, setNotice] = useState<Notice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  // one change of this heart at a time; the next press waits for the answer
  const changing = useRef(false);
  const id = String(productId);
  const known = ids !== undefined;
  const pressed = known ? ids.includes(id) : undefined;

  const apply = useCallback(
    async (target: string, name: string, inWishlist: boolean, confirm: boolean) => {
      const outcome = await change(target, inWishlist);
      if (outcome.ok) {
        if (confirm) setNotice({ tone: 'info', text: t(inWishlist ? 'heart.added' : 'heart.removed', { name }) });
        return;
      }
      const why = reason(outcome);
      setNotice({ tone: 'error', text: why ?? t(inWishlist ? 'heart.add_failed' : 'heart.remove_failed', { name }) });
    },
    [change, reason, t],
  );

  // After signing in: the product the shopper pressed as a guest goes into their favourites.
  useEffect(() => {
    if (!known) return;
    const pending = takePendingHeart();
    if (!pending) return;
    const target = String(pending.productId);
    if (ids.includes(target)) {
      setNotice({ tone: 'info', text: t('heart.added', { name: pending.productName }) });
      return;
    }
    // On the next task: a change made while Apollo is still handing the list to the page's hearts
    // reaches the cache but not the hearts watching it. Not cancelled: the press was taken from
    // storage and completes even if this heart goes.
    setTimeout(() => void apply(target, pending.productName, true, true), 0);
    // once, when the list is first known
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known]);

  const press = async () => {
    if (failed) {
      setNotice(null);
      void refetch().catch(() => setNotice({ tone: 'error', text: t('heart.list_failed') }));
      return;
    }
    if (!known || changing.current) return;
    changing.current = true;
    setNotice(null);
    try {
      await apply(id, productName, !pressed, false);
    } finally {
      changing.current = false;
    }
  };

  return (
    <>
      <HeartButton
        label={t('heart.save', { name: productName })}
        hint={pressed ? t('heart.saved_hint', { name: productName }) : undefined}
        pressed={failed ? undefined : pressed}
        busy={!known && !failed}
        onClick={() => void press()}
      />
      <HeartNotice notice={notice} onDismiss={dismiss} />
    </>
  );
}
