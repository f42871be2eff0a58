import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { media } from 'design-system';
import { SHORTCUT_SLUGS } from './shortcuts';

const Hero = styled.section`
  margin: 16px;
  padding: 32px 24px;
  border-radius: 20px;
  color: #fff;
  background: linear-gradient(120deg, rgb(0, 153, 255), rgb(0, 110, 200));
  h1 {
    margin: 0 0 8px;
    font-size: 26px;
  }
  p {
    margin: 0;
    max-width: 48ch;
  }
  ${media.md} {
    padding: 48px;
    h1 {
      font-size: 34px;
    }
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 16px;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(3, 1fr);
  ${media.md} {
    grid-template-columns: repeat(9, 1fr);
  }
  a {
    display: grid;
    place-items: center;
    min-height: 72px;
    padding: 8px;
    text-align: center;
    border-radius: 14px;
    background: #fff;
    border: 1px solid #e3e8ee;
    color: #1f2933;
    text-decoration: none;
    font-size: 13px;
  }
`;

export function HomePage() {
  const { t } = useTranslation('homepage');
  return (
    <>
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">{t('hero_title')}</h1>
        <p>{t('hero_subtitle')}</p>
      </Hero>
      <nav aria-label={t('shop_by_category')}>
        <h2 style={{ margin: '24px 16px 0' }}>{t('shop_by_category')}</h2>
        <Tiles>
          {SHORTCUT_SLUGS.map((slug) => (
            <li key={slug}>
              <Link to={`/category/${slug}`}>{t(`category_${slug}`)}</Link>
            </li>
          ))}
        </Tiles>
      </nav>
    </>
  );
}
