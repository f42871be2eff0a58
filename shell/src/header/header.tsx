// The shared header (spec §2): logo, delivery-address chip, search, language, account and cart on
// desktop; on phones the search gets its own row and account and cart move to the bottom bar.
import styled, { css, useTheme } from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { media } from 'design-system';
import { AddressChip } from '../address/address-chip';
import { SearchBox } from '../search/search-box';
import { CategoryBar } from '../shortcuts/category-bar';
import { AccountLink } from './account-link';
import { CartLink } from './cart-link';
import { LanguageToggle } from './language-toggle';
import { MobileBottomBar } from './mobile-bottom-bar';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral[200]};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'logo address language'
    'search search search';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  /* a tablet: one row of links, the search box on a row of its own below them, at full width */
  ${media.md} {
    grid-template-columns: auto auto minmax(0, 1fr) auto auto auto;
    grid-template-areas:
      'logo address . language account cart'
      'search search search search search search';
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[4]};
  }
  ${media.lg} {
    /* the address has a column of its own width, so the search box keeps its width when the chip's
       placeholder gives way to the address, or the address changes (a longer one is cut short) */
    grid-template-columns: auto minmax(0, 12rem) minmax(0, 1fr) auto auto auto;
    grid-template-areas: 'logo address search language account cart';
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primaryStrong};
  text-decoration: none;
  white-space: nowrap;
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Address = styled.div`
  grid-area: address;
  min-width: 0;
  max-width: 16rem;
  justify-self: start;
`;

const Search = styled.div`
  grid-area: search;
  min-width: 0;
`;

const Language = styled.div`
  grid-area: language;
`;

const desktopLink = css`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Account = styled(AccountLink)`
  ${desktopLink}
  grid-area: account;
  color: ${({ theme }) => theme.colors.text.primary};
  ${media.md} {
    display: inline-flex;
  }
`;

const Cart = styled(CartLink)`
  ${desktopLink}
  grid-area: cart;
  color: ${({ theme }) => theme.colors.text.primary};
  ${media.md} {
    display: inline-flex;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space[4]};
    top: ${({ theme }) => theme.space[2]};
    z-index: 10;
    background: ${({ theme }) => theme.colors.background};
    padding: ${({ theme }) => theme.space[2]};
  }
`;

function LogoMark() {
  const { colors } = useTheme();
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="9" fill={colors.primary} />
      <path d="M9 12h14l-1.6 9.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8Z" fill={colors.text.inverse} />
      <path d="M12.5 12a3.5 3.5 0 0 1 7 0" fill="none" stroke={colors.secondary} strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  return (
    <Bar>
      <SkipLink href="#main-content">{t('skip_to_content')}</SkipLink>
      <Top>
        <Logo to="/" aria-label={t('store_name')}>
          <LogoMark />
          <span>{t('store_name')}</span>
        </Logo>
        <Address>
          <AddressChip />
        </Address>
        <Search>
          <SearchBox />
        </Search>
        <Language>
          <LanguageToggle />
        </Language>
        <Account />
        <Cart />
      </Top>
      <CategoryBar />
      <MobileBottomBar />
    </Bar>
  );
}
