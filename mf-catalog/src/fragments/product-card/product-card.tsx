// A product in a grid or rail: image, name, best price near the shopper (with the discount), the
// account team's wishlist heart and the cart team's add-to-cart control, both loaded at runtime.
// Until they mount (right after the page's hydration) their footprints stay still: a grid's worth of
// shimmering placeholders would cost the main thread style and paint work on every frame of the
// hydration they wait for.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge, Price, ProductImage, Skeleton } from 'design-system';
import { RemoteFragment } from 'remote-kit';
import { formatNumber, localName, useLanguage } from '../../shared/language';
import { toProductSummary, type ProductCardData } from '../../shared/product-fields';
import { Actions, Card, imageFrame, nameBox, PriceRow } from './card-layout';

export const CARD_IMAGE_SIZE = 160;

/** Below this width a card cannot hold the discount badge and the heart side by side. */
const NARROW_CARD = '10rem';
/** The discount badge's line: its height and a gap. */
const BADGE_LINE = '1.75rem';

const ImageLink = styled(Link)`
  ${imageFrame}
`;

const Name = styled.h3`
  ${nameBox}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

// The heart sits on the photo's end corner, across from the discount badge. A narrow card (three to
// a phone's rail, a desktop rail's) has no room for both on one line: the heart moves below the
// badge's line, so neither covers the other.
const HeartSpot = styled.div`
  position: absolute;
  z-index: 1;
  inset-block-start: ${({ theme }) => theme.space[3]};
  inset-inline-end: ${({ theme }) => theme.space[3]};
  @container (max-width: ${NARROW_CARD}) {
    inset-block-start: calc(${({ theme }) => theme.space[3]} + ${BADGE_LINE});
  }
`;

const Unavailable = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function discountPercent(price: number, sellingPrice: number): number {
  if (price <= 0 || sellingPrice >= price) return 0;
  return Math.round(((price - sellingPrice) / price) * 100);
}

export interface CatalogProductCardProps {
  product: ProductCardData;
  /** Eager images for the first row of a page (they are the largest paint). */
  eager?: boolean;
}

export function ProductCard({ product, eager = false }: CatalogProductCardProps) {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  const name = localName(product, language);
  const href = `/product/${product.slug}`;
  const discount = discountPercent(product.priceHalalas, product.sellingPriceHalalas);
  const summary = toProductSummary(product);
  return (
    <Card aria-label={name} data-testid="product-card" data-product-slug={product.slug}>
      {discount > 0 && product.available && (
        <Badge tone="discount" placement="top-start" strong>
          {t('product_card.discount', { percent: formatNumber(discount, language) })}
        </Badge>
      )}
      <ImageLink to={href} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image} alt="" width={CARD_IMAGE_SIZE} fluid loading={eager ? 'eager' : 'lazy'} />
      </ImageLink>
      <Name>
        <Link to={href}>{name}</Link>
      </Name>
      <HeartSpot>
        <RemoteFragment
          id="mf_account/wishlist-toggle"
          props={{ productId: Number(product.id), productName: name }}
          loading={<Skeleton width="2.75rem" height="2.75rem" radius="full" still />}
          fallback={<></>}
        />
      </HeartSpot>
      <PriceRow>
        <Price
          amount={product.sellingPriceHalalas}
          original={product.priceHalalas}
          language={language}
          currentLabel={t('product_card.now')}
          originalLabel={t('product_card.was')}
        />
      </PriceRow>
      <Actions>
        {product.available ? (
          <RemoteFragment
            id="mf_cart/add-to-cart"
            props={{ product: summary, size: 'compact' }}
            loading={<Skeleton height="2rem" radius="full" still />}
          />
        ) : (
          <Unavailable>{t('product_card.unavailable')}</Unavailable>
        )}
      </Actions>
    </Card>
  );
}
