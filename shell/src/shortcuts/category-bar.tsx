// The header's second row (spec §2): All Categories (opens the mega-menu) and the nine shortcuts,
// the one matching the route's category slug highlighted. Desktop only; phones use the bottom bar.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ButtonBase, media } from 'design-system';
import { lazyWithPreload } from '../lazy/lazy-with-preload';
import { activeShortcut, SHORTCUT_SLUGS } from './shortcut-slugs';

// The menu's code loads when the shopper heads for the trigger (pointer or keyboard), not with the page.
const MegaMenu = lazyWithPreload(() => import('../mega-menu/mega-menu'));

const Row = styled.div`
  display: none;
  ${media.md} {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: 0 ${({ theme }) => theme.space[4]};
    border-top: 1px solid ${({ theme }) => theme.colors.neutral[100]};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Scroller = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[0.5]};
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  scrollbar-width: none;
`;

const linkStyles = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2.5]};
  white-space: nowrap;
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-bottom: 3px solid transparent;
`;

const Shortcut = styled(Link)<{ $active: boolean }>`
  ${linkStyles}
  color: ${({ $active, theme }) => ($active ? theme.colors.primaryStrong : theme.colors.text.primary)};
  font-weight: ${({ $active, theme }) => ($active ? theme.fontWeights.bold : theme.fontWeights.regular)};
  border-bottom-color: ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
`;

const HomeLink = styled(NavLink)`
  ${linkStyles}
  color: ${({ theme }) => theme.colors.text.primary};
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const AllButton = styled(ButtonBase)<{ $open: boolean }>`
  ${linkStyles}
  gap: ${({ theme }) => theme.space[1.5]};
  background: ${({ $open, theme }) => ($open ? theme.colors.primarySurface : 'transparent')};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    flex: none;
  }
`;

export function CategoryBar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const active = activeShortcut(pathname);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Any navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Row data-testid="category-bar">
      <HomeLink to="/" end>
        {t('nav_home')}
      </HomeLink>
      <AllButton
        ref={triggerRef}
        type="button"
        $open={open}
        aria-expanded={open}
        aria-controls={open ? 'mega-menu' : undefined}
        onPointerEnter={MegaMenu.preload}
        onFocus={MegaMenu.preload}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {t('all_categories')}
      </AllButton>
      {/* Right after its trigger, so Tab goes from the trigger into the menu and on to the shortcuts. */}
      {open && (
        <Suspense fallback={null}>
          <MegaMenu id="mega-menu" onClose={close} triggerRef={triggerRef} />
        </Suspense>
      )}
      <nav aria-label={t('shortcuts_label')} style={{ minWidth: 0 }}>
        <Scroller>
          {SHORTCUT_SLUGS.map((slug) => (
            <li key={slug}>
              <Shortcut
                to={`/category/${slug}`}
                $active={slug === active}
                aria-current={slug === active ? 'page' : undefined}
                data-shortcut={slug}
              >
                {t(`shortcut_${slug}`)}
              </Shortcut>
            </li>
          ))}
        </Scroller>
      </nav>
    </Row>
  );
}
