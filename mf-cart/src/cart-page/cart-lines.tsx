// The cart's lines: image, name in the shopper's language, quantity stepper, remove, line total.
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Price, ProductImage, media } from 'design-system';
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

/** 64px, 72px from md up; the design system's placeholder takes the same size when there is no photo. */
const LineImage = styled(ProductImage)`
  grid-area: image;
  ${media.md} {
    width: 72px;
    height: 72px;
  }
`;

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

// At the end edge, also when it wraps onto a line of its own (a phone).
const LineTotal = styled.span`
  min-width: 6.5rem;
  margin-inline-start: auto;
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
            {/* Decorative: the name is beside it. The cart stores `image: ''` when the catalogue has none. */}
            <LineImage src={line.product.image} alt="" width={64} fit="cover" radius="md" />
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
