import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'remote-kit';
import { AccountOverviewPage } from './account-overview/account-overview-page';
import { AddressesPage } from './addresses/addresses-page';
import { ForgotPasswordPage } from './authentication/forgot-password-page';
import { LoginPage } from './authentication/login-page';
import { RegisterPage } from './authentication/register-page';
import { ResetPasswordPage } from './authentication/reset-password-page';
import { BasicInfoPage } from './basic-info/basic-info-page';
import { HelpPage } from './help/help-page';
import { LanguagePage } from './language/language-page';
import { NotificationsPage } from './notifications/notifications-page';
import { PaymentsPage } from './payments/payments-page';
import { ForgetPendingHeartAtLogout } from './wishlist/forget-pending-heart';
import { WishlistPage } from './wishlist/wishlist-page';
import { OrdersPage } from './orders/orders-page';
import { OrderPage } from './orders/order-page';
import { FavouriteOrdersPage } from './favourite-orders/favourite-orders-page';

export function AppRoutes() {
  return (
    <>
      <ForgetPendingHeartAtLogout />
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
    </>
  );
}
