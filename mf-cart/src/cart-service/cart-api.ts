// Calls to the web origin for logged-in carts: the spec's /api/cart routes and /graphql (the gateway
// adds the shopper's token from the session cookie).
import { parseProduct, type CartLine } from './storage';

export const API_KEY = 'storefront-public-key';

export interface ServerCart {
  id: string | null;
  lines: CartLine[];
  subtotal: number;
  currency: string;
  processId: string | null;
}

interface RawCartItem {
  quantity: number;
  product: {
    id: string | number;
    slug: string;
    name: string;
    arName: string;
    image: string | null;
    priceHalalas: number;
    sellingPriceHalalas: number;
    maxOrder: number | null;
    available: boolean;
  };
}

export interface RawCart {
  id: string;
  currency: string;
  subTotalHalalas: number;
  cartSugId?: string | null;
  cartItem: RawCartItem[];
}

export const CART_FIELDS = `id currency subTotal grandTotal subTotalHalalas grandTotalHalalas totalItems cartSugId
  cartItem { quantity totalSellingPrice product { id slug name arName image priceHalalas sellingPriceHalalas maxOrder available } }`;

export function toServerCart(raw: RawCart): ServerCart {
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

/** A field error of a refused mutation: the field path and its message key. */
export interface RequestFieldError {
  field: string;
  key: string;
}

export class CartRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's message key (spec §7 mutation results), e.g. 'unauthorized'. */
    readonly key: string | null = null,
    /** The refused fields, when the server named them. */
    readonly fieldErrors: readonly RequestFieldError[] = [],
  ) {
    super(message);
  }

  /** The session behind the request has ended (or never was). */
  get unauthorized(): boolean {
    return this.status === 401 || this.key === 'unauthorized';
  }
}

function languageHeader(): string {
  return document.documentElement.lang === 'en' ? 'en' : 'ar';
}

function fieldErrorsOf(value: unknown): RequestFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e: unknown) => {
    const { field, key } = (e ?? {}) as { field?: unknown; key?: unknown };
    return typeof field === 'string' && typeof key === 'string' ? [{ field, key }] : [];
  });
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, lang: languageHeader(), ...(init.headers ?? {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { key?: unknown; errors?: unknown } | null;
    throw new CartRequestError(
      `${init.method ?? 'GET'} ${path} answered ${response.status}`,
      response.status,
      typeof body?.key === 'string' ? body.key : null,
      fieldErrorsOf(body?.errors),
    );
  }
  return (await response.json()) as T;
}

export async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await request<{ data?: T; errors?: { message: string }[] }>('/graphql', { method: 'POST', body: JSON.stringify({ query, variables }) });
  if (!body.data) throw new CartRequestError(body.errors?.[0]?.message ?? 'GraphQL request failed', 200);
  return body.data;
}

/** A mutation's answer (spec §7: success, message key, cart). */
interface CartResult {
  success?: boolean;
  key?: string;
  errors?: unknown;
  cart: RawCart | null;
}

function refusal(result: Omit<CartResult, 'cart'> | null | undefined, what: string): CartRequestError {
  const key = result?.key ?? null;
  return new CartRequestError(`${what} was refused${key ? ` (${key})` : ''}`, key === 'unauthorized' ? 401 : 200, key, fieldErrorsOf(result?.errors));
}

/**
 * Only a successful answer that carries a cart replaces the shopper's cart; a refusal (for example
 * `unauthorized` once the session has ended, with `cart: null`) is an error, never an empty cart.
 */
function acceptedCart(result: CartResult | null | undefined, what: string): ServerCart {
  if (result?.success !== true || !result.cart) throw refusal(result, what);
  return toServerCart(result.cart);
}

/** The logged-in shopper's cart. The route answers `cart: null` when there is no session. */
export async function fetchServerCart(): Promise<ServerCart> {
  const body = await request<{ cart: RawCart | null }>('/api/cart');
  if (!body.cart) throw new CartRequestError('GET /api/cart answered without a cart', 401, 'unauthorized');
  return toServerCart(body.cart);
}

export async function addToServerCart(items: { productId: number; quantity: number }[]): Promise<ServerCart> {
  const body = await request<CartResult>('/api/cart/add-to-cart', { method: 'POST', body: JSON.stringify({ items }) });
  return acceptedCart(body, 'add to cart');
}

/**
 * Merges the guest cart into the account's cart at login. The server applies each merge key once per
 * cart, so sending the same key again (a retry after a lost answer) returns the cart without adding twice.
 */
export async function mergeIntoServerCart(mergeKey: string, items: { productId: number; quantity: number }[]): Promise<ServerCart> {
  const body = await request<CartResult>('/api/cart/merge', { method: 'POST', body: JSON.stringify({ mergeKey, items }) });
  return acceptedCart(body, 'merge the guest cart');
}

export async function emptyServerCart(cartId: string): Promise<void> {
  const body = await request<CartResult>('/api/cart/empty-cart', { method: 'POST', body: JSON.stringify({ cartId }) });
  if (body?.success !== true) throw refusal(body, 'empty cart');
}

/** Sets one line's quantity on the server; 0 removes the line. */
export async function setServerQuantity(productId: number, quantity: number): Promise<ServerCart> {
  const data = await graphql<{ updateCartQuantity: CartResult }>(
    `mutation($productId: ID!, $quantity: Int!) { updateCartQuantity(productId: $productId, quantity: $quantity) { success key cart { ${CART_FIELDS} } } }`,
    { productId: String(productId), quantity },
  );
  return acceptedCart(data.updateCartQuantity, 'update cart quantity');
}
