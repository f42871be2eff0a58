// /my-favourite: the signed-in shopper's wishlist, newest first, priced for their current address:
// each product's photo, name in the page language, price, a link to its page, the cart team's
// add-to-cart, and a way to remove it. Pages of 24 with "show more"; loading, empty and failed states.
// Guests are sent to sign in and brought back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, LinkButton, Price, ProductImage, Skeleton, VisuallyHidden } from 'design-system';
import { GraphQLBoundary, RemoteFragment, usePageTitle } from 'remote-kit';
import { type ProductSummary } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { AccountWishlistPageDocument, type WishlistProductFieldsFragment } from '../generated/graphql';
import { SignedInPage } from '../shared/signed-in-page';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { useWishlistMessages } from './wishlist-messages';
import { useChangeWishlist } from './wishlist-store';

export const WISHLIST_PATH = '/my-favourite';

/** Products per page of the list (the API's default page). */
export const WISHLIST_PAGE_SIZE = 24;

/** Cart orders at most this many of one product when the catalogue gives no limit. */
const DEFAULT_MAX_ORDER = 10;

const IMAGE_SIZE = 160;

type Language = 'ar' | 'en';
type Product = WishlistProductFieldsFragment;

const localName = (product: Product, language: Language) => (language === 'ar' ? product.arName || product.name : product.name);

/** What the cart team's add-to-cart needs to know (shared-events' ProductSummary). */
export function toProductSummary(product: Product): ProductSummary {
  const summary: ProductSummary = {
    id: Number(product.id),
    slug: product.slug,
    name: product.name,
    arName: product.arName,
    image: product.image ?? '',
    sellingPrice: product.sellingPriceHalalas,
    price: product.priceHalalas,
    maxOrder: Math.max(0, Math.min(product.maxOrder ?? DEFAULT_MAX_ORDER, product.stockAvailable)),
    stockAvailable: product.available && product.stockAvailable > 0,
  };
  if (product.weight !== null) summary.weight = product.weight;
  if (product.weightType !== null) summary.weightType = product.weightType;
  return summary;
}

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[12]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  h1:focus {
    outline: none;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

// Phone: one product a row, photo beside the details. From tablets up: a grid of cards.
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Item = styled.article`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  block-size: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto auto 1fr;
  }
`;

const ImageLink = styled(Link)`
  display: block;
  grid-row: span 3;
  align-self: start;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    grid-row: auto;
  }
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const PriceLine = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-self: end;

  ${({ theme }) => theme.media.md} {
    grid-column: 1;
  }
`;

const ItemError = styled.div`
  grid-column: 1 / -1;
`;

const Unavailable = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Centre = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[10]};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

function HeartOutline() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="wishlist-loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      <List as="div">
        {Array.from({ length: 4 }, (_, index) => (
          <Item as="div" key={index}>
            <Skeleton height="6rem" radius="md" />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
            <Skeleton height="2rem" radius="full" />
          </Item>
        ))}
      </List>
    </div>
  );
}

interface ItemProps {
  product: Product;
  language: Language;
  removing: boolean;
  error: string | null;
  onRemove: (product: Product) => void;
}

function WishlistItem({ product, language, removing, error, onRemove }: ItemProps) {
  const { t } = useTranslation('wishlist');
  const name = localName(product, language);
  const href = `/product/${product.slug}`;
  const nameId = `wishlist-item-${product.id}`;
  return (
    <Item aria-labelledby={nameId} data-testid="wishlist-item">
      <ImageLink to={href} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image} alt="" width={IMAGE_SIZE} fluid />
      </ImageLink>
      <Name id={nameId}>
        <Link to={href}>{name}</Link>
      </Name>
      <PriceLine>
        <Price amount={product.sellingPriceHalalas} original={product.priceHalalas} language={language} currentLabel={t('page.now')} originalLabel={t('page.was')} />
      </PriceLine>
      <Actions>
        {product.available ? (
          <RemoteFragment
            id="mf_cart/add-to-cart"
            props={{ product: toProductSummary(product), size: 'compact' }}
            loading={<Skeleton height="2rem" radius="full" />}
          />
        ) : (
          <Unavailable>{t('page.unavailable')}</Unavailable>
        )}
        <Button variant="ghost" size="sm" aria-label={t('page.remove_label', { name })} loading={removing} data-remove="" onClick={() => onRemove(product)}>
          {t('page.remove')}
        </Button>
      </Actions>
      {error && (
        <ItemError>
          <Alert tone="error">{error}</Alert>
        </ItemError>
      )}
    </Item>
  );
}

function Favourites() {
  const { t, i18n } = useTranslation('wishlist');
  const language: Language = i18n.language === 'en' ? 'en' : 'ar';
  const { reason } = useWishlistMessages();
  const change = useChangeWishlist();
  const focusAfterRender = useFocusAfterRender();
  const address = useBusValue('address:changed');
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');

  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(AccountWishlistPageDocument, {
    variables: { first: WISHLIST_PAGE_SIZE, role: 'USER', coordinate: address ? [address.lat, address.long] : null },
    notifyOnNetworkStatusChange: false,
  });
  const wishlist = (data ?? previousData)?.wishlist;

  // Every product shown was removed but more are listed: the list starts again from the newest.
  const drained = !!wishlist && wishlist.edges.length === 0 && wishlist.totalCount > 0;
  useEffect(() => {
    if (drained) void refetch().catch(() => undefined);
  }, [drained, refetch]);

  const loadMore = useCallback(async () => {
    const after = wishlist?.pageInfo.endCursor;
    if (!after) return;
    setMore('loading');
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          wishlist: {
            ...fetchMoreResult.wishlist,
            edges: [...previous.wishlist.edges, ...fetchMoreResult.wishlist.edges.filter((edge) => !previous.wishlist.edges.some((seen) => seen.node.id === edge.node.id))],
          },
        }),
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  }, [fetchMore, wishlist?.pageInfo.endCursor]);

  const remove = async (product: Product) => {
    if (removing) return;
    const name = localName(product, language);
    const index = wishlist?.edges.findIndex((edge) => edge.node.id === product.id) ?? -1;
    setRemoving(product.id);
    setErrors((all) => {
      const rest = { ...all };
      delete rest[product.id];
      return rest;
    });
    const outcome = await change(product.id, false, { optimistic: false });
    setRemoving(null);
    if (!outcome.ok) {
      setErrors((all) => ({ ...all, [product.id]: t('page.remove_failed', { name, reason: reason(outcome) ?? t('errors.operation_failed') }) }));
      return;
    }
    setAnnouncement(t('page.removed', { name }));
    // the next product's remove button (or the one before), else the page heading
    focusAfterRender(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-remove]');
      if (buttons && buttons.length > 0) return buttons[Math.min(Math.max(index, 0), buttons.length - 1)];
      return headingRef.current;
    });
  };

  let body;
  if (!wishlist && error) {
    body = (
      <Centre>
        <Alert tone="error">{t('page.failed')}</Alert>
        <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
          {t('page.retry')}
        </Button>
      </Centre>
    );
  } else if (!wishlist || drained) {
    body = <ListSkeleton label={t('page.loading')} />;
  } else if (wishlist.edges.length === 0) {
    body = (
      <Centre>
        <HeartOutline />
        <h2>{t('page.empty_title')}</h2>
        <p>{t('page.empty_text')}</p>
        <LinkButton as={Link} to="/">
          {t('page.browse')}
        </LinkButton>
      </Centre>
    );
  } else {
    body = (
      <>
        <List ref={listRef} aria-labelledby="wishlist-title" aria-busy={loading || undefined}>
          {wishlist.edges.map(({ node }) => (
            <li key={node.id}>
              <WishlistItem product={node} language={language} removing={removing === node.id} error={errors[node.id] ?? null} onRemove={(p) => void remove(p)} />
            </li>
          ))}
        </List>
        {wishlist.pageInfo.hasNextPage && wishlist.pageInfo.endCursor && (
          <More>
            {more === 'failed' && <Alert tone="error">{t('page.more_failed')}</Alert>}
            <Button variant="secondary" loading={more === 'loading'} onClick={() => void loadMore()}>
              {more === 'failed' ? t('page.retry') : t('page.more')}
            </Button>
            {more === 'loading' && <VisuallyHidden role="status">{t('page.more_loading')}</VisuallyHidden>}
          </More>
        )}
      </>
    );
  }

  return (
    <Page aria-labelledby="wishlist-title">
      <Header>
        <h1 id="wishlist-title" ref={headingRef} tabIndex={-1}>
          {t('page.title')}
        </h1>
        {wishlist && wishlist.totalCount > 0 && (
          <Count data-testid="wishlist-count">
            {t('page.count', { count: wishlist.totalCount, formatted: new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-SA', { numberingSystem: language === 'ar' ? 'arab' : 'latn' }).format(wishlist.totalCount) })}
          </Count>
        )}
      </Header>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {body}
    </Page>
  );
}

export function WishlistPage() {
  const { t } = useTranslation('wishlist');
  usePageTitle(t('page.title'));
  return (
    <SignedInPage>
      {() => (
        <GraphQLBoundary fallback={<Page><ListSkeleton label={t('page.loading')} /></Page>}>
          <Favourites />
        </GraphQLBoundary>
      )}
    </SignedInPage>
  );
}
