// "Order again": the order's products as they are sold now near the shopper go into the cart through the
// cart team's service (the `cart:add-items-requested` request on the bus; the cart is theirs), then the
// cart page shows which stores can fulfil it now. When some products are no longer sold, the shopper is
// told which and chooses whether to go on with the rest.
import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, VisuallyHidden } from 'design-system';
import { getEventBus, type CartItemRequest } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { OrderAgainItemsDocument, type OrderAgainItemsQuery } from '../generated/graphql';
import { formatNumber, nameIn, pageLanguageOf } from '../orders/format';

export const CART_PATH = '/cart';

type ReorderItem = NonNullable<OrderAgainItemsQuery['orderAgainItems']>[number];

/** What can go into the cart now, and the names of what cannot. */
export function splitReorder(items: readonly ReorderItem[], language: 'ar' | 'en'): { requests: CartItemRequest[]; missing: string[] } {
  const requests: CartItemRequest[] = [];
  const missing: string[] = [];
  for (const item of items) {
    const product = item.product;
    if (!product || !item.available || product.stockAvailable < 1) {
      if (product) missing.push(nameIn(product, language));
      continue;
    }
    if (requests.some((r) => r.product.id === Number(product.id))) continue;
    requests.push({
      quantity: item.quantity,
      product: {
        id: Number(product.id),
        slug: product.slug,
        name: product.name,
        arName: product.arName,
        image: product.image ?? '',
        sellingPrice: product.sellingPriceHalalas,
        price: product.priceHalalas,
        // as the catalog tells the cart: at most what one store holds
        maxOrder: Math.min(product.maxOrder ?? product.stockAvailable, product.stockAvailable),
        stockAvailable: true,
      },
    });
  }
  return { requests, missing };
}

type Step =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'partial'; requests: CartItemRequest[]; missing: string[] }
  | { kind: 'failed'; message: string };

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;

const Choice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export function OrderAgain({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const client = useApolloClient();
  const navigate = useNavigate();
  const address = useBusValue('address:changed');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const addRestRef = useRef<HTMLButtonElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);

  // the button pressed gives way to the choice: focus goes to it, after the message is read
  useEffect(() => {
    if (step.kind === 'partial') addRestRef.current?.focus();
  }, [step.kind]);

  const addToCart = (requests: CartItemRequest[]) => {
    const bus = getEventBus();
    // the cart service is the cart team's: when it is not on the page, nothing would be added
    if (bus.subscriberCount('cart:add-items-requested') === 0) {
      setStep({ kind: 'failed', message: t('again.cart_unavailable') });
      return;
    }
    bus.publish('cart:add-items-requested', { items: requests });
    void navigate(CART_PATH);
  };

  const start = async () => {
    setStep({ kind: 'loading' });
    try {
      const { data } = await client.query({
        query: OrderAgainItemsDocument,
        variables: { orderId, coordinate: address ? [address.lat, address.long] : null },
        // what is sold now, never what was sold when last asked
        fetchPolicy: 'network-only',
      });
      const items = data?.orderAgainItems;
      if (!items) {
        setStep({ kind: 'failed', message: t('errors.not_found') });
        return;
      }
      const { requests, missing } = splitReorder(items, language);
      if (requests.length === 0) setStep({ kind: 'failed', message: t('again.none_available') });
      else if (missing.length > 0) setStep({ kind: 'partial', requests, missing });
      else addToCart(requests);
    } catch {
      setStep({ kind: 'failed', message: t('errors.operation_failed') });
    }
  };

  return (
    <Root data-testid="order-again">
      {step.kind !== 'partial' && (
        <Button ref={againRef} size="sm" loading={step.kind === 'loading'} onClick={() => void start()}>
          {t('again.button')}
          <VisuallyHidden>
            {' '}
            <bdi dir="ltr">{orderNumber}</bdi>
          </VisuallyHidden>
        </Button>
      )}
      {step.kind === 'partial' && (
        <Choice>
          <Alert tone="info">
            {t('again.some_missing', {
              count: step.missing.length,
              formatted: formatNumber(step.missing.length, language),
              names: new Intl.ListFormat(language, { type: 'conjunction' }).format(step.missing),
            })}
          </Alert>
          <div>
            <Button ref={addRestRef} size="sm" onClick={() => addToCart(step.requests)}>
              {t('again.add_rest', { count: step.requests.length, formatted: formatNumber(step.requests.length, language) })}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setStep({ kind: 'idle' });
                // back to the button the shopper started from
                requestAnimationFrame(() => againRef.current?.focus());
              }}
            >
              {t('again.cancel')}
            </Button>
          </div>
        </Choice>
      )}
      {step.kind === 'failed' && <Alert tone="error">{step.message}</Alert>}
    </Root>
  );
}
