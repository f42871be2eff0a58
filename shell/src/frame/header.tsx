import styled from 'styled-components';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CartLink } from './cart-link';
import { LanguageToggle } from './language-toggle';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 10px 16px;
  background: #fff;
  border-bottom: 1px solid #e3e8ee;
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const Nav = styled.nav`
  display: flex;
  gap: 12px;
  align-items: center;
  a {
    color: #1f2933;
    text-decoration: none;
    padding: 8px 4px;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 16px;
    top: 8px;
    z-index: 10;
    background: #fff;
    padding: 8px;
  }
`;

export function Header() {
  const { t } = useTranslation('common');
  return (
    <Bar>
      <SkipLink href="#main-content">{t('skip_to_content')}</SkipLink>
      <Logo to="/" aria-label={t('store_name')}>
        {t('store_name')}
      </Logo>
      <Nav aria-label={t('nav_primary')}>
        <NavLink to="/" end>
          {t('nav_home')}
        </NavLink>
        <NavLink to="/mobile/categories">{t('nav_categories')}</NavLink>
        <NavLink to="/authentication/login">{t('nav_account')}</NavLink>
        <CartLink />
      </Nav>
      <LanguageToggle />
    </Bar>
  );
}
