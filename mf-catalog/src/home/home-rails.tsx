// The home page's product carousels: discounted products near the shopper (the biggest saving
// first, as the API filters and orders them), the top rated fruits and vegetables, the top rated
// of each leading category, and popular brands. Each title says what its rail holds. Loaded after
// the hero, through the light client (no GraphQL client on the home page). On a phone only the
// first rail shows beside the hero and the tiles: the others keep their place with placeholders of
// their height and render, and ask for their products, only as the shopper scrolls near them.
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'design-system';
import { useNearViewport } from 'remote-kit';
import { Carousel } from '../carousel/carousel';
import { RailCard } from '../fragments/product-rail/rail-card';
import { ProductCardSkeleton } from '../fragments/product-card/product-card-skeleton';
import { ProductRail } from '../fragments/product-rail/product-rail';
import { localName, useLanguage } from '../shared/language';
import { CatalogHomeOffersDocument, CatalogPopularBrandsDocument } from '../generated/light/graphql';
import { useLightQuery } from '../shared/light-query';
import { useShopperReach } from '../shared/use-shopper-reach';

const OFFERS_SHOWN = 12;

/** Top-rated rails, one per leading category. */
const CATEGORY_RAILS = ['dairy-eggs', 'snacks-confectionary', 'beverages-water', 'cleaning-hygienes'] as const;

const SeeAll = styled(Link)`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primaryStrong};
  white-space: nowrap;
  margin-inline-end: ${({ theme }) => theme.space[2]};
`;

const BRAND_ICON_SIZE = 48;

/** A brand tile, with or without its icon, and its placeholder: one height. */
const brandTileBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-height: calc(${BRAND_ICON_SIZE}px + 2 * ${({ theme }) => theme.space[3]} + 2px);
`;

const BrandTile = styled(Link)`
  ${brandTileBox}
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  img {
    width: ${BRAND_ICON_SIZE}px;
    height: ${BRAND_ICON_SIZE}px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const BrandTilePlaceholder = styled.div`
  ${brandTileBox}
  border: 1px solid ${({ theme }) => theme.colors.neutral[100]};
`;

function OffersRail() {
  const { t } = useTranslation('homepage');
  const { coordinate, role } = useShopperReach();
  const { data, error } = useLightQuery(CatalogHomeOffersDocument, { coordinate, role, first: OFFERS_SHOWN });
  const products = data?.productsBySearch.edges.map((edge) => edge.node);
  // A rail is extra: when it fails or nothing is reduced nearby, the page goes without it.
  if (error || products?.length === 0) return null;
  return (
    <Carousel title={t('rails.discounted')}>
      {products
        ? products.map((product) => <RailCard key={product.id} product={product} />)
        : Array.from({ length: 6 }, (_, index) => <ProductCardSkeleton key={index} />)}
    </Carousel>
  );
}

const BRANDS_VARIABLES = { first: 12 };

function PopularBrands() {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  const [railRef, near] = useNearViewport<HTMLElement>();
  const { data, error } = useLightQuery(CatalogPopularBrandsDocument, BRANDS_VARIABLES, !near);
  const brands = near ? data?.popularBrands : undefined;
  if (error || brands?.length === 0) return null;
  return (
    <Carousel ref={railRef} title={t('rails.brands')} kind="wide">
      {brands
        ? brands.map((brand) => (
            <BrandTile key={brand.id} to={`/brands/${brand.slug}`}>
              {brand.iconImage && <img src={brand.iconImage} alt="" width={BRAND_ICON_SIZE} height={BRAND_ICON_SIZE} loading="lazy" />}
              <span>{localName(brand, language)}</span>
            </BrandTile>
          ))
        : Array.from({ length: 4 }, (_, index) => (
            <BrandTilePlaceholder key={index} aria-hidden="true">
              <Skeleton width={BRAND_ICON_SIZE} height={BRAND_ICON_SIZE} radius="md" still={!near} />
              <Skeleton width="60%" height="1.5em" still={!near} />
            </BrandTilePlaceholder>
          ))}
    </Carousel>
  );
}

export default function HomeRails() {
  const { t } = useTranslation('homepage');
  const seeAll = (to: string, name: string) => (
    <SeeAll to={to} aria-label={t('rails.see_all_of', { name })}>
      {t('rails.see_all')}
    </SeeAll>
  );
  return (
    <>
      {/* The first rail is in view beside the hero on a phone: at once. */}
      <OffersRail />
      <ProductRail
        deferred
        title={t('rails.top_rated_fresh')}
        source={{ kind: 'category', slug: 'fresh-fruits-vegetables' }}
        action={seeAll('/category/fresh-fruits-vegetables', t('category_fresh-fruits-vegetables'))}
      />
      {CATEGORY_RAILS.map((slug) => (
        <ProductRail
          deferred
          key={slug}
          title={t('rails.top_rated_in', { name: t(`category_${slug}`) })}
          source={{ kind: 'category', slug }}
          action={seeAll(`/category/${slug}`, t(`category_${slug}`))}
        />
      ))}
      <PopularBrands />
    </>
  );
}
