import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'remote-kit';
import { AccountOverviewPage } from './account-overview/account-overview-page';
import { ForgotPasswordPage } from './authentication/forgot-password-page';
import { LoginPage } from './authentication/login-page';
import { RegisterPage } from './authentication/register-page';
import { ResetPasswordPage } from './authentication/reset-password-page';
import { HelpPage } from './help/help-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/authentication/login" element={<LoginPage />} />
      <Route path="/authentication/register" element={<RegisterPage />} />
      <Route path="/authentication/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/authentication/reset-password" element={<ResetPasswordPage />} />
      <Route path="/user-account" element={<AccountOverviewPage />} />
      <Route path="/help" element={<HelpPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
