// Heading parts of a listing: breadcrumbs, title, and category chips, each with a placeholder of
// its own size while the first page loads.
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'design-system';

export const PageWrap = styled.div`
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[4]};
`;

const Crumbs = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space[2]};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-inline-end: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('homepage');
  return (
    <Crumbs aria-label={t('listing.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/">{t('listing.home')}</Link>
        </li>
        {items.map((item) => (
          <li key={item.label}>{item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </Crumbs>
  );
}

const Title = styled.h1<{ $minHeight?: number }>`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  margin-bottom: ${({ theme }) => theme.space[3]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ $minHeight }) => ($minHeight ? `${$minHeight}px` : 'auto')};
`;

/**
 * The page's h1. Until the name is known, a placeholder one line high. `iconSize` keeps the line
 * as tall as an icon that may still come (a brand's), so its arrival moves nothing below.
 */
export function ListingTitle({ children, icon, iconSize }: { children: ReactNode; icon?: ReactNode; iconSize?: number }) {
  return (
    <Title $minHeight={iconSize}>
      {icon}
      {children ?? <Skeleton width="12rem" height="1.5em" />}
    </Title>
  );
}

const ChipList = styled.ul`
  list-style: none;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0 0 ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  scrollbar-width: thin;
  a {
    display: inline-flex;
    align-items: center;
    white-space: nowrap;
    min-height: 2.25rem;
    padding-inline: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.full};
    border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySurface};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The chips' row while the category is loading: most categories have subcategories to show. */
export function ChipsPlaceholder() {
  return (
    <ChipList aria-hidden="true" data-testid="chips-placeholder">
      {[6, 8, 5, 7].map((width) => (
        <li key={width}>
          <Skeleton width={`${width}rem`} height="2.25rem" radius="full" />
        </li>
      ))}
    </ChipList>
  );
}

export function Chips({ label, items }: { label: string; items: { key: string; label: string; to: string; current: boolean }[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ChipList>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ChipList>
    </nav>
  );
}
