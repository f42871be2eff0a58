// The home page renders its hero at once, without data; the category tiles and, in a separate
// chunk, the product carousels read through the light client, never the GraphQL client.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LinkButton, media } from 'design-system';
import { CarouselPlaceholder } from '../carousel/carousel';
import { ProductCardSkeleton } from '../fragments/product-card/product-card-skeleton';
import { PageSeo } from '../shared/page-seo';
import { CategoryTiles } from './category-tiles';

const HomeRails = lazy(() => import('./home-rails'));

const Page = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-width: 120rem;
  margin-inline: auto;
`;

const Hero = styled.section`
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.gradients.hero};
  min-height: 150px;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.3;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    max-width: 48ch;
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space[12]};
    h1 {
      font-size: 34px;
    }
  }
`;

export default function HomePage() {
  const { t } = useTranslation(['homepage', 'seo']);
  return (
    <Page>
      <PageSeo title={t('seo:home_title')} description={t('seo:home_description')} canonicalPath="/" />
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">{t('hero_title')}</h1>
        <p>{t('hero_subtitle')}</p>
        <LinkButton as={Link} to="/category/fresh-fruits-vegetables" variant="secondary">
          {t('hero_cta')}
        </LinkButton>
      </Hero>
      <CategoryTiles />
      {/* Until the rails' code arrives: the first rail's footprint, so nothing moves when it does. */}
      <Suspense
        fallback={
          <CarouselPlaceholder>
            {Array.from({ length: 6 }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </CarouselPlaceholder>
        }
      >
        <HomeRails />
      </Suspense>
    </Page>
  );
}
