// /orders/:orderId: one of the shopper's orders (spec §3 Order, §7 getOrderById): its number, day and
// status, the favourite mark and "order again", the status history as a timeline, the items and totals,
// where it went (or the store it was picked up from), how it was paid (card brand and last four), the
// rating once delivered, and feedback. Another shopper's order, or none, reads as not found.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PaymentBrandLogo, ProductImage } from 'design-system';
import { formatPrice } from 'shared-domain';
import { GraphQLBoundary, usePageTitle } from 'remote-kit';
import { OrderDetailDocument, type OrderDetailQuery } from '../generated/graphql';
import { OrderAgain } from '../favourite-orders/order-again';
import { SignedInPage } from '../shared/signed-in-page';
import { FavouriteToggle } from './favourite-toggle';
import {
  addressIn,
  formatDigits,
  formatNumber,
  formatOrderTime,
  isoDateTime,
  nameIn,
  pageLanguageOf,
  paymentBrandOf,
  type PageLanguage,
} from './format';
import { EmptyState, FailedState, LoadingRows, Page, Panel } from './layout';
import { OrderNumber, OrderStatusBadge, ORDERS_PATH } from './order-card';
import { OrderFeedback } from './order-feedback';
import { OrderRating } from './order-rating';
import { StatusTimeline } from './status-timeline';

type Order = NonNullable<OrderDetailQuery['getOrderById']>;

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  &::before {
    content: '‹';
    margin-inline-end: ${({ theme }) => theme.space[1]};
  }

  [dir='rtl'] &::before {
    content: '›';
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }

  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

// On a phone the panels are one column in the order a shopper looks for them (what they ordered,
// where it is, then rating and feedback); from lg up, two columns.
const Column = styled.div`
  display: contents;

  ${({ theme }) => theme.media.lg} {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    min-width: 0;
  }
`;

const Section = styled(Panel)<{ $phoneOrder: number }>`
  order: ${({ $phoneOrder }) => $phoneOrder};

  ${({ theme }) => theme.media.lg} {
    order: 0;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }

  .name {
    overflow-wrap: anywhere;
  }

  .quantity {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  .price {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    margin: 0;
    text-align: end;
    white-space: nowrap;
  }

  .grand {
    padding-block-start: ${({ theme }) => theme.space[2]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Address = styled.address`
  font-style: normal;
`;

const Card = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

function OrderLines({ order, language }: { order: Order; language: PageLanguage }) {
  const { t } = useTranslation('orders');
  return (
    <Lines aria-labelledby="order-items-title" data-testid="order-lines">
      {order.checkout.lines.map((line) => {
        const name = nameIn(line.product, language);
        return (
          <li key={line.id}>
            <ProductImage src={line.product.image} alt="" width={56} height={56} radius="md" />
            <span>
              <span className="name">{name}</span>
              <br />
              <span className="quantity">
                {t('detail.quantity', { formatted: formatNumber(line.quantity, language), each: formatPrice(line.itemSellingPriceHalalas, language) })}
              </span>
            </span>
            <span className="price">{formatPrice(line.totalSellingPriceHalalas, language)}</span>
          </li>
        );
      })}
    </Lines>
  );
}

function OrderTotals({ order, language }: { order: Order; language: PageLanguage }) {
  const { t } = useTranslation('orders');
  const c = order.checkout;
  const price = (halalas: number) => formatPrice(halalas, language);
  const saving = c.discountAmountHalalas + c.couponAmountHalalas;
  return (
    <Totals data-testid="order-totals">
      <dt>{t('detail.subtotal')}</dt>
      <dd>{price(c.subTotalHalalas)}</dd>
      <dt>{t('detail.delivery_charge')}</dt>
      <dd>{c.deliveryChargeHalalas === 0 ? t('detail.free') : price(c.deliveryChargeHalalas)}</dd>
      {saving > 0 && (
        <>
          <dt>{t('detail.discount')}</dt>
          <dd>−{price(saving)}</dd>
        </>
      )}
      <dt>{t('detail.base_amount')}</dt>
      <dd>{price(c.baseAmountHalalas)}</dd>
      <dt>{t('detail.tax')}</dt>
      <dd>{price(c.taxAmountHalalas)}</dd>
      <dt className="grand">{t('detail.grand_total')}</dt>
      <dd className="grand" data-testid="order-grand-total">
        {price(c.grandTotalHalalas)}
      </dd>
    </Totals>
  );
}

function Delivery({ order, language }: { order: Order; language: PageLanguage }) {
  const { t } = useTranslation('orders');
  const c = order.checkout;
  const pickup = c.shippingMethod.name === 'pickup';
  const storeAddress = addressIn(c.seller, language);
  return (
    <>
      <p>
        <strong>{t('detail.seller')}:</strong> {nameIn(c.seller, language)}
      </p>
      <p>
        <strong>{t('detail.method')}:</strong> {t(`detail.methods.${c.shippingMethod.name}`, { defaultValue: nameIn(c.shippingMethod, language) })}
        {c.scheduleTime && <> — <time dateTime={isoDateTime(c.scheduleTime)}>{formatOrderTime(c.scheduleTime, language)}</time></>}
      </p>
      {pickup ? (
        storeAddress && (
          <Address data-testid="order-address">
            <strong>{t('detail.pickup_from')}:</strong> {storeAddress}
          </Address>
        )
      ) : (
        c.shippingAddress?.address1 && (
          <Address data-testid="order-address">
            <strong>{t('detail.deliver_to')}:</strong> <bdi>{c.shippingAddress.address1}</bdi>
            {c.shippingAddress.address2 && (
              <>
                <br />
                <bdi>{c.shippingAddress.address2}</bdi>
              </>
            )}
          </Address>
        )
      )}
      {order.eta && order.status.statusCode !== 'delivered' && order.status.statusCode !== 'cancelled' && (
        <p>
          <strong>{pickup ? t('detail.ready_by') : t('detail.eta')}:</strong>{' '}
          <time dateTime={isoDateTime(order.eta)}>{formatOrderTime(order.eta, language)}</time>
        </p>
      )}
    </>
  );
}

function PaidWith({ order, language }: { order: Order; language: PageLanguage }) {
  const { t } = useTranslation('orders');
  const brand = paymentBrandOf(order.payment.cardBrand);
  const method = order.payment.paymentMethod;
  const lastFour = order.payment.lastFour;
  return (
    <Card data-testid="order-payment">
      {/* the marks are drawn left to right whatever the page direction */}
      {brand && (
        <span dir="ltr">
          <PaymentBrandLogo brand={brand} label={t(`detail.brands.${brand}`)} size="sm" />
        </span>
      )}
      {lastFour ? (
        <span>{t('detail.card_ending', { brand: brand ? t(`detail.brands.${brand}`) : t('detail.card'), last4: formatDigits(lastFour, language) })}</span>
      ) : (
        <span>{method ? nameIn(method, language) : t('detail.card')}</span>
      )}
    </Card>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  // the status may have moved on since last shown: read again, shown from the cache meanwhile
  const { data, error, refetch } = useQuery(OrderDetailDocument, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.getOrderById;
  usePageTitle(order ? t('detail.page_title', { number: order.orderNumber }) : t('list.page_title'));

  if (!data || !order) {
    return (
      <>
        <h1 id="order-title">{t('detail.title')}</h1>
        {!data ? (
          error ? (
            <FailedState message={t('detail.load_failed')} onRetry={() => void refetch().catch(() => undefined)} />
          ) : (
            <LoadingRows label={t('detail.loading')} rows={4} />
          )
        ) : (
          <EmptyState title={t('detail.not_found_title')} action={{ to: ORDERS_PATH, label: t('detail.all_orders') }}>
            {t('detail.not_found_text')}
          </EmptyState>
        )}
      </>
    );
  }

  return (
    <>
      <Header>
        <div>
          <h1 id="order-title">
            {t('order_title_prefix')} <OrderNumber>{order.orderNumber}</OrderNumber>
          </h1>
          <p className="meta">
            <span>
              {t('detail.placed_at')} <time dateTime={isoDateTime(order.createdAt)}>{formatOrderTime(order.createdAt, language)}</time>
            </span>
            <OrderStatusBadge status={order.status} language={language} />
          </p>
        </div>
        <HeaderActions>
          <FavouriteToggle orderId={order.id} favourite={order.favourite ?? false} />
          <OrderAgain orderId={order.id} orderNumber={order.orderNumber} />
        </HeaderActions>
      </Header>
      <Columns>
        <Column>
          <Section $phoneOrder={1} aria-labelledby="order-items-title">
            <h2 id="order-items-title">{t('detail.items')}</h2>
            <OrderLines order={order} language={language} />
            <OrderTotals order={order} language={language} />
          </Section>
          <Section $phoneOrder={5} aria-labelledby="order-rating-title">
            <h2 id="order-rating-title">{t('rating.title')}</h2>
            <OrderRating order={order} />
          </Section>
          <Section $phoneOrder={6} aria-labelledby="order-feedback-title">
            <h2 id="order-feedback-title">{t('feedback.title')}</h2>
            <OrderFeedback orderId={order.id} lines={order.checkout.lines} />
          </Section>
        </Column>
        <Column>
          <Section $phoneOrder={2} aria-labelledby="order-history-title">
            <h2 id="order-history-title">{t('detail.status_history')}</h2>
            <StatusTimeline history={order.statusDetail} language={language} />
          </Section>
          <Section $phoneOrder={3} aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title">{t('detail.delivery')}</h2>
            <Delivery order={order} language={language} />
          </Section>
          <Section $phoneOrder={4} aria-labelledby="order-payment-title">
            <h2 id="order-payment-title">{t('detail.payment')}</h2>
            <PaidWith order={order} language={language} />
          </Section>
        </Column>
      </Columns>
    </>
  );
}

export function OrderPage() {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  return (
    <Page aria-labelledby="order-title">
      <Back to={ORDERS_PATH}>{t('detail.all_orders')}</Back>
      <SignedInPage>
        {() => (
          <GraphQLBoundary fallback={<LoadingRows label={t('detail.loading')} rows={4} />}>
            <OrderDetail orderId={orderId} />
          </GraphQLBoundary>
        )}
      </SignedInPage>
    </Page>
  );
}
