// The account's routes. Each page is its own chunk, so opening one page never downloads the code of
// the others (the order page's feedback form, the payments card form, the wishlist grid...).
import { Suspense, useEffect } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, preloadable, preloadGraphQL, type Preloadable } from 'remote-kit';
import { ForgetPendingHeartAtLogout } from './wishlist/forget-pending-heart';

/**
 * The account's pages by address, each in a chunk of its own: the routes are made from this list, and
 * the page the account starts on has its code asked for at once (`preloadPage`, app.tsx). A page that
 * reads GraphQL as soon as it shows (it renders a GraphQLBoundary) says so.
 */
const PAGES: { path: string; page: Preloadable<object>; readsGraphQL?: true }[] = [
  { path: '/authentication/login', page: preloadable(() => import('./authentication/login-page').then((m) => m.LoginPage)) },
  { path: '/authentication/register', page: preloadable(() => import('./authentication/register-page').then((m) => m.RegisterPage)) },
  { path: '/authentication/forgot-password', page: preloadable(() => import('./authentication/forgot-password-page').then((m) => m.ForgotPasswordPage)) },
  { path: '/authentication/reset-password', page: preloadable(() => import('./authentication/reset-password-page').then((m) => m.ResetPasswordPage)) },
  { path: '/user-account', page: preloadable(() => import('./account-overview/account-overview-page').then((m) => m.AccountOverviewPage)) },
  { path: '/basic-info', page: preloadable(() => import('./basic-info/basic-info-page').then((m) => m.BasicInfoPage)), readsGraphQL: true },
  { path: '/language', page: preloadable(() => import('./language/language-page').then((m) => m.LanguagePage)), readsGraphQL: true },
  { path: '/notifications', page: preloadable(() => import('./notifications/notifications-page').then((m) => m.NotificationsPage)), readsGraphQL: true },
  { path: '/help', page: preloadable(() => import('./help/help-page').then((m) => m.HelpPage)) },
  { path: '/addresses', page: preloadable(() => import('./addresses/addresses-page').then((m) => m.AddressesPage)), readsGraphQL: true },
  { path: '/payments', page: preloadable(() => import('./payments/payments-page').then((m) => m.PaymentsPage)), readsGraphQL: true },
  { path: '/my-favourite', page: preloadable(() => import('./wishlist/wishlist-page').then((m) => m.WishlistPage)), readsGraphQL: true },
  { path: '/orders', page: preloadable(() => import('./orders/orders-page').then((m) => m.OrdersPage)), readsGraphQL: true },
  { path: '/orders/:orderId', page: preloadable(() => import('./orders/order-page').then((m) => m.OrderPage)), readsGraphQL: true },
  { path: '/favourite-orders', page: preloadable(() => import('./favourite-orders/favourite-orders-page').then((m) => m.FavouriteOrdersPage)), readsGraphQL: true },
];

/**
 * Starts downloading the code of the page at this address, if it is one of the account's: called as
 * the account starts, so the page's code arrives beside the translations and the first render shows
 * the page, not the loading indicator first.
 */
export function preloadPage(pathname: string): void {
  PAGES.find(({ path }) => matchPath(path, pathname))?.page.preload().catch(() => undefined); // a failure shows where the page renders
}

function PageLoading() {
  const { t } = useTranslation('profile');
  return <Spinner label={t('page.loading')} />;
}

/** Whether the account page at this address reads GraphQL as soon as it shows. */
export const readsGraphQL = (pathname: string): boolean => PAGES.some((entry) => entry.readsGraphQL && matchPath(entry.path, pathname));

/**
 * On those pages the GraphQL client starts downloading beside the page's own code, not once the page
 * has arrived and asks for it. Outside the routes' Suspense, so it runs while the page still loads.
 * The remote's start does the same for the page it starts on (app.tsx); this covers the pages the
 * shopper goes to next.
 */
export function GraphQLPreload() {
  const { pathname } = useLocation();
  const wanted = readsGraphQL(pathname);
  useEffect(() => {
    if (wanted) preloadGraphQL();
  }, [wanted]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ForgetPendingHeartAtLogout />
      <GraphQLPreload />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {PAGES.map(({ path, page }) => (
            <Route key={path} path={path} element={<page.Component />} />
          ))}
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
