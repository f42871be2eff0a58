import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import { AreaNotFound } from 'remote-kit';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { shellRouteForPath } from '../routing/route-table';

// Page copy is long; it loads only when one of these pages is opened.
const InfoPage = lazy(() => import('../info-pages/info-page'));
const SellerPage = lazy(() => import('../info-pages/seller-page'));

const Page = styled.article`
  max-width: 880px;
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
`;

function Loading() {
  const { t } = useTranslation('common');
  return (
    <Page>
      <Spinner label={t('loading')} />
    </Page>
  );
}

/** The shell's own pages: informational and seller pages, and the 404 for routes nobody owns. */
export function ShellPages() {
  const { pathname } = useLocation();
  const route = shellRouteForPath(pathname);
  if (!route) return null;
  // the 404 for routes nobody owns: the same page a remote shows for a path it has no page for
  if (route.kind === 'not-found') return <AreaNotFound />;
  return (
    <Suspense fallback={<Loading />}>
      {route.kind === 'seller' ? <SellerPage product={route.product} /> : <InfoPage page={route.page} />}
    </Suspense>
  );
}
