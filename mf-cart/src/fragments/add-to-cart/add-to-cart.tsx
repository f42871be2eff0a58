// Quantity stepper bound to the shopper's cart; mounted by the catalog on cards, rails and the
// product page. Caps follow the product's max order and stock.
import { useEffect } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from 'design-system';
import type { AddToCartProps } from 'shared-events';
import { cartService } from '../../cart-service/cart-store';
import { useCart } from '../../cart-service/use-cart';
import { lineCap } from '../../cart-service/storage';
import { formatNumber } from '../../offers/format';

const Stepper = styled.div<{ $full: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.primarySurface};
  padding: ${({ theme }) => theme.space[0.5]};
  ${({ $full }) =>
    $full &&
    css`
      min-width: 12rem;
    `}
`;

const Count = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

// Drawn rather than typed: the trash emoji and the minus sign are missing from many fonts.
function StepIcon({ kind }: { kind: 'remove' | 'minus' | 'plus' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {kind === 'remove' ? (
        <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.7 6.5v4.5M9.3 6.5v4.5" />
      ) : (
        <path d={kind === 'plus' ? 'M3 8h10M8 3v10' : 'M3 8h10'} />
      )}
    </svg>
  );
}

export function AddToCart({ product, size = 'compact' }: AddToCartProps) {
  const { t, i18n } = useTranslation('cart');
  const cart = useCart();
  useEffect(() => cartService().start({ authenticated: false }), []);
  const quantity = cart.lines.find((line) => line.productId === product.id)?.quantity ?? 0;
  const cap = lineCap(product);
  const name = i18n.language === 'en' ? product.name : product.arName || product.name;
  const buttonSize = size === 'full' ? 'md' : 'sm';
  // on the product page the stepper says when its change was refused; the cart page has its own notice
  const refused =
    size === 'full' && cart.error?.productId === product.id ? (
      <Note role="alert" data-testid="add-to-cart-error">
        {t(cart.error.key)}
      </Note>
    ) : null;

  if (cap === 0) {
    return (
      <Button size={buttonSize} disabled fullWidth={size === 'full'}>
        {t('out_of_stock')}
      </Button>
    );
  }
  if (quantity === 0) {
    const add = (
      <Button
        size={buttonSize}
        fullWidth={size === 'full'}
        aria-label={t('add_to_cart_named', { name })}
        data-testid={`add-to-cart-${product.id}`}
        onClick={() => void cartService().setQuantity(product, 1)}
      >
        {t('add_to_cart')}
      </Button>
    );
    return refused ? (
      <div>
        {add}
        {refused}
      </div>
    ) : (
      add
    );
  }
  const atCap = quantity >= cap;
  return (
    <div>
      <Stepper $full={size === 'full'} role="group" aria-label={t('quantity_of', { name })} data-testid={`stepper-${product.id}`}>
        <IconButton
          size={buttonSize}
          variant="ghost"
          aria-label={quantity === 1 ? t('remove_named', { name }) : t('decrease_quantity')}
          onClick={() => void cartService().setQuantity(product, quantity - 1)}
        >
          <StepIcon kind={quantity === 1 ? 'remove' : 'minus'} />
        </IconButton>
        <Count aria-live="polite" aria-label={t('in_cart_count', { count: quantity, value: formatNumber(quantity, i18n.language) })}>
          {formatNumber(quantity, i18n.language)}
        </Count>
        <IconButton
          size={buttonSize}
          variant="ghost"
          aria-label={t('increase_quantity')}
          disabled={atCap}
          onClick={() => void cartService().setQuantity(product, quantity + 1)}
        >
          <StepIcon kind="plus" />
        </IconButton>
      </Stepper>
      {refused}
      {atCap && size === 'full' && <Note>{t('max_quantity_reached', { count: cap, value: formatNumber(cap, i18n.language) })}</Note>}
    </div>
  );
}
