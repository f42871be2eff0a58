// Calls to the web origin for logged-in carts: the spec's /api/cart routes and one GraphQL mutation
// (the gateway adds the shopper's token from the session cookie). Failures are RequestErrors.
import { callGraphQL, gatewayRequest, RequestError, requireSuccess, type ResultBody } from 'remote-kit';
import { cartCachePolicy } from '../api/cache-policy';
import { UpdateCartQuantityDocument, type CartFieldsFragment } from '../generated/graphql';
import { parseProduct, type CartLine } from './storage';

export interface ServerCart {
  id: string | null;
  lines: CartLine[];
  subtotal: number;
  currency: string;
  processId: string | null;
}

export function toServerCart(raw: CartFieldsFragment): ServerCart {
  const lines: CartLine[] = [];
  for (const item of raw.cartItem) {
    const product = parseProduct({
      id: Number(item.product.id),
      slug: item.product.slug,
      name: item.product.name,
      arName: item.product.arName,
      image: item.product.image ?? '',
      price: item.product.priceHalalas,
      sellingPrice: item.product.sellingPriceHalalas,
      maxOrder: item.product.maxOrder ?? undefined,
      stockAvailable: item.product.available,
    });
    if (product) lines.push({ productId: product.id, quantity: item.quantity, product });
  }
  return {
    id: raw.id,
    lines,
    subtotal: raw.subTotalHalalas,
    currency: raw.currency || 'SAR',
    processId: raw.cartSugId ?? null,
  };
}

/** A cart change's answer (spec §7: success, message key, the cart); the gateway's routes answer the API's. */
type CartResult = ResultBody & { cart?: CartFieldsFragment | null };

/**
 * Only a successful answer that carries a cart replaces the shopper's cart; a refusal (for example
 * `unauthorized` once the session has ended, with `cart: null`) is an error, never an empty cart.
 */
function acceptedCart(result: CartResult | null | undefined): ServerCart {
  const accepted = requireSuccess(result);
  if (!accepted.cart) throw RequestError.fromResult(result, 200);
  return toServerCart(accepted.cart);
}

/** The logged-in shopper's cart. The route answers `cart: null` when there is no session. */
export async function fetchServerCart(): Promise<ServerCart> {
  const body = await gatewayRequest<{ cart: CartFieldsFragment | null }>('/api/cart');
  if (!body.cart) throw new RequestError('unauthorized', { status: 401 });
  return toServerCart(body.cart);
}

export async function addToServerCart(items: { productId: number; quantity: number }[]): Promise<ServerCart> {
  return acceptedCart(await gatewayRequest<CartResult>('/api/cart/add-to-cart', { body: { items } }));
}

/**
 * Merges the guest cart into the account's cart at login. The server applies each merge key once per
 * cart, so sending the same key again (a retry after a lost answer) returns the cart without adding twice.
 */
export async function mergeIntoServerCart(mergeKey: string, items: { productId: number; quantity: number }[]): Promise<ServerCart> {
  return acceptedCart(await gatewayRequest<CartResult>('/api/cart/merge', { body: { mergeKey, items } }));
}

export async function emptyServerCart(cartId: string): Promise<void> {
  requireSuccess(await gatewayRequest<CartResult>('/api/cart/empty-cart', { body: { cartId } }));
}

/** Sets one line's quantity on the server; 0 removes the line. */
export async function setServerQuantity(productId: number, quantity: number): Promise<ServerCart> {
  const data = await callGraphQL(cartCachePolicy, async (client) => {
    // The cart service holds the cart: nothing of the answer goes to the client's cache.
    const result = await client.mutate({ mutation: UpdateCartQuantityDocument, variables: { productId: String(productId), quantity }, fetchPolicy: 'no-cache' });
    return result.data;
  });
  return acceptedCart(data?.updateCartQuantity);
}
