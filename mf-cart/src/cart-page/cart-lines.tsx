// The cart's lines: image, name in the shopper's language, quantity stepper, remove, line total.
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Price, media } from 'design-system';
import { cartService } from '../cart-service/cart-store';
import type { CartLine } from '../cart-service/storage';
import { AddToCart } from '../fragments/add-to-cart/add-to-cart';
import { lang, productName } from '../offers/format';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  grid-template-areas: 'image name' 'image controls';
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  background: ${({ theme }) => theme.colors.background};
  ${media.md} {
    grid-template-columns: 72px 1fr auto;
    grid-template-areas: 'image name controls';
  }
`;

/** The image's fixed footprint, shared by the photo and its placeholder so a line never shifts. */
const imageFrame = css`
  grid-area: image;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${media.md} {
    width: 72px;
    height: 72px;
  }
`;

const Image = styled.img`
  ${imageFrame}
  object-fit: cover;
`;

const Placeholder = styled.span`
  ${imageFrame}
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.neutral[300]};
  svg {
    width: 45%;
    height: 45%;
  }
`;

/**
 * The product photo, or a basket glyph of the same size when the catalogue has none (the cart
 * stores `image: ''`) or it fails to load: an empty src would fetch the page itself. Decorative:
 * the name is beside it.
 */
function LineImage({ src }: { src: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src.trim() || broken === src) {
    return (
      <Placeholder aria-hidden="true" data-testid="cart-line-image-placeholder">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 9h18l-1.6 9.1a2 2 0 0 1-2 1.65H6.6a2 2 0 0 1-2-1.65L3 9Z" />
          <path d="M8 9 11 4M16 9l-3-5M9 13v3M12 13v3M15 13v3" />
        </svg>
      </Placeholder>
    );
  }
  return <Image src={src} alt="" loading="lazy" onError={() => setBroken(src)} />;
}

const Name = styled.div`
  grid-area: name;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  small {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Controls = styled.div`
  grid-area: controls;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const LineTotal = styled.span`
  min-width: 6.5rem;
  text-align: end;
`;

export function CartLines({ lines }: { lines: readonly CartLine[] }) {
  const { t, i18n } = useTranslation('cart');
  const language = lang(i18n.language);
  return (
    <List aria-label={t('cart_items')}>
      {lines.map((line) => {
        const name = productName(line.product, language);
        return (
          <Row key={line.productId} data-testid="cart-line" data-product={line.productId}>
            <LineImage src={line.product.image} />
            <Name>
              {name}
              <small>
                <Price amount={line.product.sellingPrice} original={line.product.price} language={language} currentLabel={t('now')} originalLabel={t('was')} />
              </small>
            </Name>
            <Controls>
              <AddToCart product={line.product} />
              <Button size="sm" variant="ghost" onClick={() => void cartService().remove(line.productId)} aria-label={t('remove_named', { name })}>
                {t('remove')}
              </Button>
              <LineTotal data-testid="line-total">
                <Price amount={line.quantity * line.product.sellingPrice} language={language} />
              </LineTotal>
            </Controls>
          </Row>
        );
      })}
    </List>
  );
}
