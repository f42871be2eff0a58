import styled from 'styled-components';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { shellRouteForPath } from '../routing/route-table';

const Page = styled.article`
  max-width: 880px;
  margin: 32px auto;
  padding: 0 16px;
`;

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Page data-testid="not-found">
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_desc')}</p>
      <Link to="/">{t('back_home')}</Link>
    </Page>
  );
}

/** The shell's own pages: informational and seller pages, and the 404 for routes nobody owns. */
export function ShellPages() {
  const { pathname } = useLocation();
  const { t } = useTranslation(['common', 'seller']);
  const route = shellRouteForPath(pathname);
  if (!route) return null;
  if (route.kind === 'not-found') return <NotFoundPage />;
  if (route.kind === 'seller') {
    const product = route.product.replace(/-/g, ' ');
    return (
      <Page>
        <h1>{t('seller:sell_through_title', { product })}</h1>
        <p>{t('seller:sell_through_desc')}</p>
      </Page>
    );
  }
  return (
    <Page>
      <h1>{t(`common:info_${route.page}`)}</h1>
      <p>{t('common:info_coming_soon')}</p>
    </Page>
  );
}
