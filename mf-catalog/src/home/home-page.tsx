// The home page renders its hero and category tiles at once, without data; the product carousels
// come in a separate chunk and read through the light client, never the GraphQL client.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { media, Skeleton } from 'design-system';
import { Carousel } from '../carousel/carousel';
import { PageSeo } from '../shared/page-seo';
import { SHORTCUT_SLUGS } from './shortcuts';

const HomeRails = lazy(() => import('./home-rails'));

const Page = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  max-width: 120rem;
  margin-inline: auto;
`;

const Hero = styled.section`
  padding: 28px 24px;
  border-radius: 20px;
  color: #fff;
  background: linear-gradient(120deg, rgb(0, 110, 184), rgb(0, 80, 150));
  min-height: 150px;
  h1 {
    margin: 0 0 8px;
    font-size: 24px;
    line-height: 1.3;
  }
  p {
    margin: 0 0 16px;
    max-width: 48ch;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding-inline: 20px;
    border-radius: 9999px;
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: 600;
    text-decoration: none;
  }
  ${media.md} {
    padding: 48px;
    h1 {
      font-size: 34px;
    }
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 8px 4px;
  text-align: center;
  border-radius: 14px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  font-size: 12px;
  line-height: 1.3;
  height: 100%;
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
  }
  ${media.md} {
    font-size: 14px;
    img {
      width: 88px;
      height: 88px;
    }
  }
`;

const RailsPlaceholder = styled.div`
  margin-block: 24px;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export default function HomePage() {
  const { t } = useTranslation(['homepage', 'seo']);
  return (
    <Page>
      <PageSeo title={t('seo:home_title')} description={t('seo:home_description')} canonicalPath="/" />
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">{t('hero_title')}</h1>
        <p>{t('hero_subtitle')}</p>
        <Link to="/category/fresh-fruits-vegetables">{t('hero_cta')}</Link>
      </Hero>
      <Carousel title={t('shop_by_category')} kind="compact">
        {SHORTCUT_SLUGS.map((slug) => (
          <Tile key={slug} to={`/category/${slug}`}>
            <img src={`/images/categories/${slug}.svg`} alt="" width={88} height={88} loading="lazy" />
            <span>{t(`category_${slug}`)}</span>
          </Tile>
        ))}
      </Carousel>
      <Suspense
        fallback={
          <RailsPlaceholder aria-hidden="true">
            <Skeleton height="1.5rem" width="12rem" />
            <Skeleton height="15rem" />
          </RailsPlaceholder>
        }
      >
        <HomeRails />
      </Suspense>
    </Page>
  );
}
