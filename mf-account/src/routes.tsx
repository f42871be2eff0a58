// The account's routes. Each page is its own chunk, so opening one page never downloads the code of
// the others (the order page's feedback form, the payments card form, the wishlist grid...).
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, preloadable, preloadGraphQL } from 'remote-kit';
import { ForgetPendingHeartAtLogout } from './wishlist/forget-pending-heart';

const loginPage = preloadable(() => import('./authentication/login-page').then((m) => m.LoginPage));
const registerPage = preloadable(() => import('./authentication/register-page').then((m) => m.RegisterPage));
const forgotPasswordPage = preloadable(() => import('./authentication/forgot-password-page').then((m) => m.ForgotPasswordPage));
const resetPasswordPage = preloadable(() => import('./authentication/reset-password-page').then((m) => m.ResetPasswordPage));
const accountOverviewPage = preloadable(() => import('./account-overview/account-overview-page').then((m) => m.AccountOverviewPage));
const basicInfoPage = preloadable(() => import('./basic-info/basic-info-page').then((m) => m.BasicInfoPage));
const languagePage = preloadable(() => import('./language/language-page').then((m) => m.LanguagePage));
const notificationsPage = preloadable(() => import('./notifications/notifications-page').then((m) => m.NotificationsPage));
const helpPage = preloadable(() => import('./help/help-page').then((m) => m.HelpPage));
const addressesPage = preloadable(() => import('./addresses/addresses-page').then((m) => m.AddressesPage));
const paymentsPage = preloadable(() => import('./payments/payments-page').then((m) => m.PaymentsPage));
const wishlistPage = preloadable(() => import('./wishlist/wishlist-page').then((m) => m.WishlistPage));
const ordersPage = preloadable(() => import('./orders/orders-page').then((m) => m.OrdersPage));
const orderPage = preloadable(() => import('./orders/order-page').then((m) => m.OrderPage));
const favouriteOrdersPage = preloadable(() => import('./favourite-orders/favourite-orders-page').then((m) => m.FavouriteOrdersPage));

/** Each page's code by its address, for the page the account starts on (app.tsx). */
const PAGE_CODE: Record<string, () => Promise<void>> = {
  '/authentication/login': loginPage.preload,
  '/authentication/register': registerPage.preload,
  '/authentication/forgot-password': forgotPasswordPage.preload,
  '/authentication/reset-password': resetPasswordPage.preload,
  '/user-account': accountOverviewPage.preload,
  '/basic-info': basicInfoPage.preload,
  '/language': languagePage.preload,
  '/notifications': notificationsPage.preload,
  '/help': helpPage.preload,
  '/addresses': addressesPage.preload,
  '/payments': paymentsPage.preload,
  '/my-favourite': wishlistPage.preload,
  '/orders': ordersPage.preload,
  '/favourite-orders': favouriteOrdersPage.preload,
};

/**
 * Starts downloading the code of the page at this address, if it is one of the account's: called as
 * the account starts, so the page's code arrives beside the translations and the first render shows
 * the page, not the loading indicator first.
 */
export function preloadPage(pathname: string): void {
  const load = PAGE_CODE[pathname] ?? (/^\/orders\/[^/]+$/.test(pathname) ? orderPage.preload : undefined);
  load?.().catch(() => undefined); // a failure shows where the page renders
}

function PageLoading() {
  const { t } = useTranslation('profile');
  return <Spinner label={t('page.loading')} />;
}

/** The pages that read GraphQL as soon as they show (each renders a GraphQLBoundary). */
const GRAPHQL_PAGES = ['/basic-info', '/language', '/notifications', '/addresses', '/payments', '/my-favourite', '/orders', '/favourite-orders'];

/** Whether the account page at this address reads GraphQL as soon as it shows. */
export const readsGraphQL = (pathname: string): boolean => GRAPHQL_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

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
          <Route path="/authentication/login" element={<loginPage.Component />} />
          <Route path="/authentication/register" element={<registerPage.Component />} />
          <Route path="/authentication/forgot-password" element={<forgotPasswordPage.Component />} />
          <Route path="/authentication/reset-password" element={<resetPasswordPage.Component />} />
          <Route path="/user-account" element={<accountOverviewPage.Component />} />
          <Route path="/basic-info" element={<basicInfoPage.Component />} />
          <Route path="/language" element={<languagePage.Component />} />
          <Route path="/notifications" element={<notificationsPage.Component />} />
          <Route path="/help" element={<helpPage.Component />} />
          <Route path="/addresses" element={<addressesPage.Component />} />
          <Route path="/payments" element={<paymentsPage.Component />} />
          <Route path="/my-favourite" element={<wishlistPage.Component />} />
          <Route path="/orders" element={<ordersPage.Component />} />
          <Route path="/orders/:orderId" element={<orderPage.Component />} />
          <Route path="/favourite-orders" element={<favouriteOrdersPage.Component />} />
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
