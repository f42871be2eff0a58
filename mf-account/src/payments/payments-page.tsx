// /payments: the signed-in shopper's saved cards (spec §3 Card): brand, last four digits, expiry and
// nickname, the default marked; choose the default (chooseDefaultCard), remove a card after a
// confirmation, and keep a new one. A new card is tokenized in the browser straight with the payment
// provider (keep-card.ts), verified by its bank when asked (the provider's 3-D Secure page comes back
// here), then saved as a token (addCardToken): the card number never reaches the store.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Badge, Button, Modal, PaymentBrandLogo, PAYMENT_BRANDS, type PaymentBrand } from 'design-system';
import { GraphQLBoundary, usePageTitle } from 'remote-kit';
import { arabicIndicDigits, cardExpired, type SavedCardFormValues } from 'shared-domain';
import type { CardTokenInput } from '../generated/graphql';
import { ConfirmActions, LoadFailed, ProfilePage, ProfilePanel, ProfileSkeleton } from '../shared/profile-page-frame';
import { SignedInPage } from '../shared/signed-in-page';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { AddCardForm, type KeepStep } from './add-card-form';
import { useCardMessages } from './card-messages';
import { keepCard, pageNavigation, PAYMENTS_PATH, readReturn, type CardField } from './keep-card';
import { useSavedCards, type CardsOutcome, type SavedCard } from './use-saved-cards';

export { PAYMENTS_PATH };

const Toolbar = styled.div`
  display: grid;

  ${({ theme }) => theme.media.sm} {
    justify-content: start;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const CardEntry = styled.article<{ $default: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: start;
  block-size: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ $default, theme }) => ($default ? theme.colors.primaryStrong : theme.colors.borderSubtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $default, theme }) => ($default ? theme.colors.primarySurface : theme.colors.background)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Secondary = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const EntryActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-start: ${({ theme }) => theme.space[2]};
`;

const Empty = styled(ProfilePanel)`
  justify-items: start;

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

type Status = { tone: 'success' | 'error'; text: string } | null;

const brandOf = (cardType: string | null | undefined): PaymentBrand | null => PAYMENT_BRANDS.find((brand) => brand === cardType?.toLowerCase()) ?? null;

function useDigits() {
  const { i18n } = useTranslation('payments');
  const arabic = i18n.language !== 'en';
  return (text: string) => (arabic ? arabicIndicDigits(text) : text);
}

function CardItem({ card, busy, onDefault, onRemove }: { card: SavedCard; busy: boolean; onDefault: () => void; onRemove: () => void }) {
  const { t } = useTranslation('payments');
  const digits = useDigits();
  const brand = brandOf(card.cardType);
  const brandName = brand ? t(`brands.${brand}`) : t('brands.other');
  const name = t('card_name', { brand: brandName, lastFour: digits(card.lastFour) });
  const expiry = card.expiryMnt && card.expiryYr ? `${String(card.expiryMnt).padStart(2, '0')}/${card.expiryYr}` : null;
  const expired = card.expiryMnt && card.expiryYr ? cardExpired(card.expiryMnt, card.expiryYr, new Date()) : false;
  const titleId = `card-${card.id}`;
  return (
    <li>
      <CardEntry $default={card.default} aria-labelledby={titleId} data-testid="saved-card">
        {brand ? <PaymentBrandLogo brand={brand} label={brandName} /> : <span aria-hidden="true" />}
        <Details>
          <h3 id={titleId}>{name}</h3>
          <Secondary>{card.nickName ?? t('no_nickname')}</Secondary>
          {expiry && (
            <Secondary>
              {t('expires')} <bdi>{digits(expiry)}</bdi>
            </Secondary>
          )}
          {(card.default || expired) && (
            <Badges>
              {card.default && <Badge tone="success">{t('default_badge')}</Badge>}
              {expired && <Badge tone="danger">{t('expired_badge')}</Badge>}
            </Badges>
          )}
        </Details>
        <EntryActions>
          {!card.default && (
            <Button size="sm" onClick={onDefault} loading={busy} aria-label={t('actions.make_default_named', { card: name })}>
              {t('actions.make_default')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onRemove} disabled={busy} aria-label={t('actions.remove_named', { card: name })}>
            {t('actions.remove')}
          </Button>
        </EntryActions>
      </CardEntry>
    </li>
  );
}

function SavedCardsView() {
  const { t } = useTranslation('payments');
  const messages = useCardMessages();
  const saved = useSavedCards(messages.language);
  const location = useLocation();
  const navigate = useNavigate();
  const digits = useDigits();
  const [adding, setAdding] = useState(false);
  const [step, setStep] = useState<KeepStep | null>(null);
  const [failure, setFailure] = useState<{ attempt: number; text: string; fields?: CardField[] } | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const returned = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const announce = (next: Status) => {
    setStatus(next);
    focusAfterRender(() => statusRef.current);
  };

  const savedText = (outcome: CardsOutcome, card: CardTokenInput) =>
    outcome.ok ? t('status.added', { lastFour: digits(card.lastFour ?? '') }) : messages.forFailure(outcome);

  // Back from the provider's verification page: once the list is read (so its answer cannot replace
  // the saved card), save the verified token, then leave a clean address.
  const listed = saved.cards !== undefined;
  useEffect(() => {
    if (returned.current || !listed) return;
    const back = readReturn(new URLSearchParams(location.search));
    if (!back) return;
    returned.current = true;
    navigate(PAYMENTS_PATH, { replace: true });
    if (back.status === 'failed') {
      announce({ tone: 'error', text: t('errors.card_not_verified') });
      return;
    }
    void saved.add(back.card).then((outcome) => announce({ tone: outcome.ok ? 'success' : 'error', text: savedText(outcome, back.card) }));
    // once per return; `saved` and the texts are read as they are then
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, listed]);

  if (saved.cards === undefined) return saved.failed ? <LoadFailed onRetry={saved.reload} /> : <ProfileSkeleton fields={2} />;
  const cards = saved.cards;

  const fail = (text: string, fields?: CardField[]) => {
    setStep(null);
    setFailure((previous) => ({ attempt: (previous?.attempt ?? 0) + 1, text, ...(fields ? { fields } : {}) }));
  };

  const onKeep = async (values: SavedCardFormValues) => {
    setFailure(null);
    setStep('tokenizing');
    const outcome = await keepCard(values, { origin: window.location.origin, language: messages.language });
    if (outcome.kind === 'failed') {
      fail(t(`errors.${outcome.key}`), outcome.fields);
      return;
    }
    if (outcome.kind === 'verify') {
      setStep('redirecting');
      pageNavigation.assign(outcome.url);
      return;
    }
    setStep('saving');
    const result = await saved.add(outcome.card);
    if (!result.ok) {
      fail(messages.forFailure(result));
      return;
    }
    setStep(null);
    setAdding(false);
    announce({ tone: 'success', text: savedText(result, outcome.card) });
  };

  const chooseDefault = async (card: SavedCard) => {
    setBusyId(card.id);
    setStatus(null);
    const outcome = await saved.chooseDefault(card.id);
    setBusyId(null);
    announce(outcome.ok ? { tone: 'success', text: t('status.default_chosen', { lastFour: digits(card.lastFour) }) } : { tone: 'error', text: messages.forFailure(outcome) });
    if (!outcome.ok && outcome.key === 'card_not_found') saved.reload();
  };

  const confirmRemove = async (card: SavedCard) => {
    setRemoveBusy(true);
    setStatus(null);
    const outcome = await saved.remove(card.id);
    setRemoveBusy(false);
    setRemoving(null);
    announce(outcome.ok ? { tone: 'success', text: t('status.removed', { lastFour: digits(card.lastFour) }) } : { tone: 'error', text: messages.forFailure(outcome) });
    if (!outcome.ok && outcome.key === 'card_not_found') saved.reload();
  };

  const busy = step !== null;

  return (
    <>
      <Toolbar>
        <Button
          onClick={() => {
            setStatus(null);
            setFailure(null);
            setAdding(true);
          }}
        >
          {t('actions.add')}
        </Button>
      </Toolbar>
      <div ref={statusRef} tabIndex={-1}>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
      </div>
      {cards.length === 0 ? (
        <Empty>
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
        </Empty>
      ) : (
        <section aria-labelledby="saved-cards-heading">
          <h2 id="saved-cards-heading">{t('list_heading', { count: cards.length, number: digits(String(cards.length)) })}</h2>
          <List>
            {cards.map((card) => (
              <CardItem key={card.id} card={card} busy={busyId === card.id} onDefault={() => void chooseDefault(card)} onRemove={() => setRemoving(card)} />
            ))}
          </List>
        </section>
      )}

      <Modal open={adding} onClose={() => !busy && setAdding(false)} title={t('form.title')} closeLabel={t('form.close')} width="34rem" data-testid="add-card-dialog">
        <AddCardForm busy={busy} step={step} failure={failure} firstCard={cards.length === 0} onKeep={(values) => void onKeep(values)} onCancel={() => setAdding(false)} />
      </Modal>

      <Modal open={removing !== null} onClose={() => !removeBusy && setRemoving(null)} title={t('remove.title')} closeLabel={t('form.close')} alert data-testid="remove-card-dialog">
        {removing && (
          <>
            <p>{t('remove.text', { lastFour: digits(removing.lastFour) })}</p>
            {removing.default && cards.length > 1 && <p>{t('remove.default_note')}</p>}
            <ConfirmActions>
              <Button onClick={() => void confirmRemove(removing)} loading={removeBusy}>
                {t('remove.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => setRemoving(null)} disabled={removeBusy} data-autofocus>
                {t('remove.keep')}
              </Button>
            </ConfirmActions>
          </>
        )}
      </Modal>
    </>
  );
}

export function PaymentsPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('page_title'));
  return (
    <ProfilePage id="payments" title={t('title')} intro={t('intro')}>
      <SignedInPage>
        {() => (
          <GraphQLBoundary fallback={<ProfileSkeleton fields={2} />}>
            <SavedCardsView />
          </GraphQLBoundary>
        )}
      </SignedInPage>
    </ProfilePage>
  );
}
