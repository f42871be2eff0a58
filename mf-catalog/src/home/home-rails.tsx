// The home page's product carousels: discounted products near the shopper (the biggest saving
// first, as the API filters and orders them), the top rated fruits and vegetables, the top rated
// of each leading category, and popular brands. Each title says what its rail holds. Loaded after
// the hero, through the light client (no GraphQL client on the home page).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../carousel/carousel';
import { ProductCard, ProductCardSkeleton } from '../fragments/product-card/product-card';
import { ProductRail } from '../fragments/product-rail/product-rail';
import { localName, useLanguage } from '../shared/language';
import { useLightQuery } from '../shared/light-query';
import { PRODUCT_CARD_FIELDS_SOURCE, type ProductCardData } from '../shared/product-fields';
import { useShopperReach } from '../shared/use-shopper-reach';

interface PopularBrandsData {
  popularBrands: { id: string; slug: string; name: string; arName: string; iconImage: string | null }[];
}

const BRANDS = `
  query CatalogPopularBrands($first: Int) {
    popularBrands(first: $first) {
      id
      slug
      name
      arName
      iconImage
    }
  }
`;

const OFFERS = `
  query CatalogHomeOffers($coordinate: [Float!], $role: Role, $first: Int) {
    productsBySearch(coordinates: $coordinate, type: $role, first: $first, filterData: { discounted: true }, sortedBy: DISCOUNT_DESC) {
      edges {
        node {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS_SOURCE}
`;

interface OffersData {
  productsBySearch: { edges: { node: ProductCardData }[] };
}

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

const BrandTile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  img {
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

function OffersRail() {
  const { t } = useTranslation('homepage');
  const { coordinate, role } = useShopperReach();
  const { data, error } = useLightQuery<OffersData>(OFFERS, { coordinate, role, first: OFFERS_SHOWN });
  const products = data?.productsBySearch.edges.map((edge) => edge.node);
  // A rail is extra: when it fails or nothing is reduced nearby, the page goes without it.
  if (error || products?.length === 0) return null;
  return (
    <Carousel title={t('rails.discounted')}>
      {products
        ? products.map((product) => <ProductCard key={product.id} product={product} />)
        : Array.from({ length: 6 }, (_, index) => <ProductCardSkeleton key={index} />)}
    </Carousel>
  );
}

function PopularBrands() {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  const { data } = useLightQuery<PopularBrandsData>(BRANDS, { first: 12 });
  if (!data?.popularBrands.length) return null;
  return (
    <Carousel title={t('rails.brands')} kind="wide">
      {data.popularBrands.map((brand) => (
        <BrandTile key={brand.id} to={`/brands/${brand.slug}`}>
          {brand.iconImage && <img src={brand.iconImage} alt="" width={48} height={48} loading="lazy" />}
          <span>{localName(brand, language)}</span>
        </BrandTile>
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
      <OffersRail />
      <ProductRail
        title={t('rails.top_rated_fresh')}
        source={{ kind: 'category', slug: 'fresh-fruits-vegetables' }}
        action={seeAll('/category/fresh-fruits-vegetables', t('category_fresh-fruits-vegetables'))}
      />
      {CATEGORY_RAILS.map((slug) => (
        <ProductRail
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
