// One order in a list (history or favourites): its number (a link to its page), the day it was placed,
// the store, how many items, the total and the status; actions of the list below it.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, type BadgeTone } from 'design-system';
import { formatPrice } from 'shared-domain';
import type { OrderListFieldsFragment } from '../generated/graphql';
import { formatNumber, formatOrderDate, isoDateTime, nameIn, pageLanguageOf, type PageLanguage } from './format';

export const ORDERS_PATH = '/orders';
export const orderPath = (orderId: string) => `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;

const STATUS_TONES: Record<string, BadgeTone> = {
  placed: 'neutral',
  accepted: 'info',
  preparing: 'info',
  out_for_delivery: 'warning',
  ready_for_pickup: 'warning',
  delivered: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status, language }: { status: OrderListFieldsFragment['status']; language: PageLanguage }) {
  return (
    <Badge tone={STATUS_TONES[status.statusCode] ?? 'neutral'} data-testid="order-status">
      {nameIn(status, language)}
    </Badge>
  );
}

/** The order number, kept left to right inside right-to-left text. */
export const OrderNumber = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.touchTarget};
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

export function OrderCard({ order, actions }: { order: OrderListFieldsFragment; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const titleId = `order-${order.id}-title`;
  const itemCount = order.checkout.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Card aria-labelledby={titleId} data-testid="order-card">
      <Head>
        <h2 id={titleId}>
          <Link to={orderPath(order.id)} data-order-link="">
            {t('order_title_prefix')}&nbsp;<OrderNumber>{order.orderNumber}</OrderNumber>
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} language={language} />
      </Head>
      <Facts>
        <div>
          <dt>{t('list.placed_on')}</dt>
          <dd>
            <time dateTime={isoDateTime(order.createdAt)}>{formatOrderDate(order.createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('list.seller')}</dt>
          <dd>{nameIn(order.checkout.seller, language)}</dd>
        </div>
        <div>
          <dt>{t('list.items')}</dt>
          <dd>{t('list.item_count', { count: itemCount, formatted: formatNumber(itemCount, language) })}</dd>
        </div>
        <div>
          <dt>{t('list.total')}</dt>
          <dd data-testid="order-total">{formatPrice(order.checkout.grandTotalHalalas, language)}</dd>
        </div>
      </Facts>
      {actions}
    </Card>
  );
}
