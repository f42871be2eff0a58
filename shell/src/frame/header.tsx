import styled from 'styled-components';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { media } from 'design-system';
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

/* On phones the main links become a bottom bar; from 48em they sit in the header. */
const Nav = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  background: #fff;
  border-top: 1px solid #e3e8ee;
  a {
    color: #1f2933;
    text-decoration: none;
    padding: 12px 4px;
    text-align: center;
    font-size: 14px;
  }
  ${media.md} {
    position: static;
    display: flex;
    gap: 12px;
    align-items: center;
    border: 0;
    a {
      padding: 8px 4px;
      font-size: 16px;
    }
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
