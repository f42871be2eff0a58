// The account's routes. Each page is its own chunk, so opening one page never downloads the code of
// the others (the order page's feedback form, the payments card form, the wishlist grid...).
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, preloadGraphQL } from 'remote-kit';
import { ForgetPendingHeartAtLogout } from './wishlist/forget-pending-heart';

const LoginPage = lazy(() => import('./authentication/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./authentication/register-page').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('./authentication/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./authentication/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const AccountOverviewPage = lazy(() => import('./account-overview/account-overview-page').then((m) => ({ default: m.AccountOverviewPage })));
const BasicInfoPage = lazy(() => import('./basic-info/basic-info-page').then((m) => ({ default: m.BasicInfoPage })));
const LanguagePage = lazy(() => import('./language/language-page').then((m) => ({ default: m.LanguagePage })));
const NotificationsPage = lazy(() => import('./notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })));
const HelpPage = lazy(() => import('./help/help-page').then((m) => ({ default: m.HelpPage })));
const AddressesPage = lazy(() => import('./addresses/addresses-page').then((m) => ({ default: m.AddressesPage })));
const PaymentsPage = lazy(() => import('./payments/payments-page').then((m) => ({ default: m.PaymentsPage })));
const WishlistPage = lazy(() => import('./wishlist/wishlist-page').then((m) => ({ default: m.WishlistPage })));
const OrdersPage = lazy(() => import('./orders/orders-page').then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => import('./orders/order-page').then((m) => ({ default: m.OrderPage })));
const FavouriteOrdersPage = lazy(() => import('./favourite-orders/favourite-orders-page').then((m) => ({ default: m.FavouriteOrdersPage })));

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
          <Route path="/authentication/login" element={<LoginPage />} />
          <Route path="/authentication/register" element={<RegisterPage />} />
          <Route path="/authentication/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/authentication/reset-password" element={<ResetPasswordPage />} />
          <Route path="/user-account" element={<AccountOverviewPage />} />
          <Route path="/basic-info" element={<BasicInfoPage />} />
          <Route path="/language" element={<LanguagePage />} />
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="/help" element={<HelpPage />} />
          <Route path="/addresses" element={<AddressesPage />} />
          <Route path="/payments" element={<PaymentsPage />} />
          <Route path="/my-favourite" element={<WishlistPage />} />
          <Route path="/orders" element={<OrdersPage />} />
          <Route path="/orders/:orderId" element={<OrderPage />} />
          <Route path="/favourite-orders" element={<FavouriteOrdersPage />} />
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
