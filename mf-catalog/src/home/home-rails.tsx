// The home page's product carousels: discounted products near the shopper, the top rated fruits
// and vegetables, the top rated of each leading category, and popular brands. Each title says
// what its rail holds. Loaded after the hero, through the light client (no GraphQL client on the
// home page).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../carousel/carousel';
import { ProductRail } from '../fragments/product-rail/product-rail';
import { localName, useLanguage } from '../shared/language';
import { useLightQuery } from '../shared/light-query';

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
      <ProductRail title={t('rails.discounted')} source={{ kind: 'discounted' }} />
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
