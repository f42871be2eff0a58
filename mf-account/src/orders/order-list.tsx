// A paged list of orders (the history, the favourites): the orders loaded so far, how many of how many,
// and "show more" for the next page, which takes focus to the first order it brought.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button } from 'design-system';
import type { OrderListFieldsFragment } from '../generated/graphql';
import { formatNumber, pageLanguageOf } from './format';
import { OrderCard } from './order-card';

/** Orders to a page of a list. */
export const ORDERS_PAGE_SIZE = 10;

export interface OrderConnection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: readonly { cursor: string; node: OrderListFieldsFragment }[];
}

/** The connection so far with the next page's orders after it (an order already listed is not listed twice). */
export function appendPage<C extends OrderConnection>(before: C, next: C): C {
  const seen = new Set(before.edges.map((edge) => edge.node.id));
  return { ...next, edges: [...before.edges, ...next.edges.filter((edge) => !seen.has(edge.node.id))] };
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export interface OrderListProps {
  connection: OrderConnection;
  /** The list's name for assistive technology (the page's heading, e.g. "My orders"). */
  label: string;
  /** Loads the page after the last order listed; rejects when it could not. */
  loadMore: (after: string) => Promise<unknown>;
  /** What each order offers besides opening it (order again). */
  actions?: (order: OrderListFieldsFragment) => ReactNode;
}

export function OrderList({ connection, label, loadMore, actions }: OrderListProps) {
  const { t, i18n } = useTranslation('orders');
  const language = pageLanguageOf(i18n.language);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { edges, pageInfo, totalCount } = connection;

  // after "show more", the first order it brought takes focus, so keyboard users carry on from there
  useEffect(() => {
    if (focusFrom === null || edges.length <= focusFrom) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-order-link]')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [edges.length, focusFrom]);

  const showMore = () => {
    const after = pageInfo.endCursor;
    if (!after || more === 'loading') return;
    setMore('loading');
    const from = edges.length;
    loadMore(after).then(
      () => {
        setMore('idle');
        setFocusFrom(from);
      },
      () => setMore('failed'),
    );
  };

  return (
    <>
      <List ref={listRef} aria-label={label} data-testid="order-list">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <OrderCard order={node} actions={actions?.(node)} />
          </li>
        ))}
      </List>
      <Footer>
        <p>{t('list.showing', { shown: formatNumber(edges.length, language), total: formatNumber(totalCount, language), count: totalCount })}</p>
        {more === 'failed' && <Alert tone="error">{t('list.more_failed')}</Alert>}
        {pageInfo.hasNextPage && (
          <Button variant="secondary" loading={more === 'loading'} onClick={showMore}>
            {t('list.show_more')}
          </Button>
        )}
      </Footer>
    </>
  );
}
