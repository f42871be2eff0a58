// The wishlist in the account's Apollo cache: one list of wishlisted product ids that every heart on
// the page reads (one query for the page, not one per card), and the changes (createWishlist,
// removeFromWishlist) applied to it at once and rolled back when the server refuses them. The
// /my-favourite pages in the cache follow: a removed product leaves them, an added one makes them
// load afresh.
import { useCallback, useEffect } from 'react';
import type { ApolloCache, ApolloClient, Reference } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { toRequestError } from 'remote-kit/graphql';
import {
  AccountCreateWishlistDocument,
  AccountRemoveFromWishlistDocument,
  AccountWishlistProductIdsDocument,
  type AccountCreateWishlistMutation,
  type AccountRemoveFromWishlistMutation,
} from '../generated/graphql';

/** What the server said about one change, or why it failed. */
export type WishlistOutcome = { ok: true; inWishlist: boolean } | { ok: false; key: string; texts: { en: string | null; ar: string | null } | null };

type ResultFields = AccountCreateWishlistMutation['createWishlist'];

/** A refusal that still leaves the list as the shopper wanted it (the product was already gone). */
const settled = (result: ResultFields, wanted: boolean) => result.success || (!wanted && result.key === 'not_in_wishlist');

/** A page of the wishlist as the cache keeps it: each product a reference to its one entry. */
interface StoredWishlist {
  totalCount: number;
  edges: { node: Reference }[];
}

/** Puts the product in, or takes it out of, every wishlist view the cache holds. */
export function recordWishlistChange(cache: ApolloCache, productId: string, inWishlist: boolean): void {
  cache.updateQuery({ query: AccountWishlistProductIdsDocument }, (data) => {
    if (!data) return data;
    const others = data.wishlistProductIds.filter((id) => id !== productId);
    return { ...data, wishlistProductIds: inWishlist ? [productId, ...others] : others };
  });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      wishlist(existing, { readField, DELETE }) {
        const stored = existing as StoredWishlist | undefined;
        // an added product belongs at the top of the first page: the page reads the list again
        if (inWishlist || !stored) return DELETE;
        const edges = stored.edges.filter((edge) => readField<string>('id', edge.node) !== productId);
        return { ...stored, edges, totalCount: Math.max(0, stored.totalCount - (stored.edges.length - edges.length)) } as typeof existing;
      },
    },
  });
}

/** Forgets the wishlist the cache holds (another shopper signed in on this page). */
export function forgetWishlist(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlistProductIds' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
  cache.gc();
}

/** The shopper whose wishlist the account cache of this page holds. */
let cacheOwner: string | null = null;

/**
 * The signed-in shopper's wishlisted product ids, read once per page and shared by every heart.
 * `ids` is undefined until known.
 */
export function useWishlistIds(userId: string) {
  const client = useApolloClient();
  const { data, error, loading, refetch } = useQuery(AccountWishlistProductIdsDocument, { fetchPolicy: 'cache-first' });
  useEffect(() => {
    if (cacheOwner !== null && cacheOwner !== userId) forgetWishlist(client.cache);
    cacheOwner = userId;
  }, [client, userId]);
  return { ids: data?.wishlistProductIds, failed: !!error && !loading, loading, refetch };
}

/** Tests only: a new page. */
export function resetWishlistOwner(): void {
  cacheOwner = null;
}

const optimisticResult = (inWishlist: boolean) => ({
  __typename: 'WishlistResult' as const,
  success: true,
  key: inWishlist ? 'wishlist_added' : 'wishlist_removed',
  message: '',
  arMessage: '',
  inWishlist,
});

export interface ChangeOptions {
  /** Change every view at once and back on failure (a heart), or only once the server agrees (a list). */
  optimistic?: boolean;
}

/** Adds or removes a product in every view of the wishlist the cache holds. */
export async function changeWishlist(client: ApolloClient, productId: string, inWishlist: boolean, { optimistic = true }: ChangeOptions = {}): Promise<WishlistOutcome> {
  try {
    let result: ResultFields | undefined;
    if (inWishlist) {
      const answer = await client.mutate({
        mutation: AccountCreateWishlistDocument,
        variables: { product: productId },
        optimisticResponse: optimistic ? ({ createWishlist: optimisticResult(true) } as AccountCreateWishlistMutation) : undefined,
        update(cache, { data }) {
          if (data && settled(data.createWishlist, true)) recordWishlistChange(cache, productId, data.createWishlist.inWishlist);
        },
      });
      result = answer.data?.createWishlist;
    } else {
      const answer = await client.mutate({
        mutation: AccountRemoveFromWishlistDocument,
        variables: { id: productId },
        optimisticResponse: optimistic ? ({ removeFromWishlist: optimisticResult(false) } as AccountRemoveFromWishlistMutation) : undefined,
        update(cache, { data }) {
          if (data && settled(data.removeFromWishlist, false)) recordWishlistChange(cache, productId, data.removeFromWishlist.inWishlist);
        },
      });
      result = answer.data?.removeFromWishlist;
    }
    if (!result) return { ok: false, key: 'operation_failed', texts: null };
    if (settled(result, inWishlist)) return { ok: true, inWishlist: result.inWishlist };
    return { ok: false, key: result.key, texts: { en: result.message || null, ar: result.arMessage || null } };
  } catch (error) {
    const failure = toRequestError(error);
    return { ok: false, key: failure.key, texts: failure.texts };
  }
}

/** `changeWishlist` with the page's account client. */
export function useChangeWishlist() {
  const client = useApolloClient();
  return useCallback((productId: string, inWishlist: boolean, options?: ChangeOptions) => changeWishlist(client, productId, inWishlist, options), [client]);
}
