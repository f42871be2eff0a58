import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusValue } from 'shared-events/react';
import styled from 'styled-components';
import { CountBadge } from 'design-system';

const Count = styled(CountBadge)`
  /* Written in LTR terms; the RTL plugin flips it for Arabic. */
  margin-left: ${({ theme }) => theme.space[1.5]};
`;

/** Cart link with the item-count badge fed by `cart:updated`. */
export function CartLink({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const cart = useBusValue('cart:updated');
  const count = cart?.count ?? 0;
  return (
    <Link to="/cart" className={className} data-tour="cart-link" aria-label={`${t('nav_cart')}, ${t('cart_items_count', { count })}`}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span>{t('nav_cart')}</span>
      <Count count={count} data-testid="cart-badge" />
    </Link>
  );
}
