// Spec §2 mobile: a bottom bar with home, category, account and cart (with its badge).
import styled from 'styled-components';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { media } from 'design-system';
import { useAccountTarget } from './account-link';
import { CartLink } from './cart-link';

const Nav = styled.nav`
  position: fixed;
  bottom: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  padding-bottom: env(safe-area-inset-bottom);
  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[0.5]};
    min-height: ${({ theme }) => theme.sizes.bottomBar};
    color: ${({ theme }) => theme.colors.text.secondary};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${media.md} {
    display: none;
  }
`;

const icon = (d: string) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

export function MobileBottomBar() {
  const { t } = useTranslation('common');
  const account = useAccountTarget();
  return (
    <Nav aria-label={t('nav_primary')}>
      <ul>
        <li>
          <NavLink to="/" end>
            {icon('M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z')}
            {t('nav_home')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/mobile/categories">
            {icon('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z')}
            {t('nav_categories')}
          </NavLink>
        </li>
        <li>
          <NavLink to={account.to}>
            {icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0')}
            {t('nav_account')}
          </NavLink>
        </li>
        <li>
          <CartLink />
        </li>
      </ul>
    </Nav>
  );
}
