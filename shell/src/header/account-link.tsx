import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';

/** Spec §2: the profile when logged in with user info, otherwise the login page. */
export function useAccountTarget(): { to: string; label: string } {
  const { t } = useTranslation('common');
  const session = useSession();
  const user = session?.status === 'user' ? session.user : undefined;
  if (user) return { to: '/user-account', label: user.firstName ? t('account_greeting', { name: user.firstName }) : t('nav_account') };
  return { to: '/authentication/login', label: t('nav_login') };
}

export function AccountLink({ className }: { className?: string }) {
  const { to, label } = useAccountTarget();
  return (
    <Link to={to} className={className} data-testid="account-link">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
      <span>{label}</span>
    </Link>
  );
}
