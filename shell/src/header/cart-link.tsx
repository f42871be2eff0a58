import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusValue } from 'shared-events/react';

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  /* Written in LTR terms; the RTL plugin flips it for Arabic. */
  margin-left: 6px;
  border-radius: 9999px;
  background: ${({ theme }) => theme.colors.secondary};
  color: #1a1a1a;
  font-size: 12px;
  font-weight: 700;
`;

/** Cart link with the item-count badge fed by `cart:updated`. */
export function CartLink({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const cart = useBusValue('cart:updated');
  const count = cart?.count ?? 0;
  return (
    <Link to="/cart" className={className} aria-label={`${t('nav_cart')}, ${t('cart_items_count', { count })}`}>
      {t('nav_cart')}
      <Badge data-testid="cart-badge" aria-hidden="true">
        {count}
      </Badge>
    </Link>
  );
}
