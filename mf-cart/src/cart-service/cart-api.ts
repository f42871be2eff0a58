// Calls to the web origin for logged-in carts: the spec's /api/cart routes and /graphql (the gateway
// adds the shopper's token from the session cookie).
import { parseProduct, type CartLine } from './storage';

export const API_KEY = 'storefront-public-key';

export interface ServerCart {
  id: string | null;
  lines: CartLine[];
  subtotal: number;
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

export function toServerCart(raw: RawCart | null | undefined): ServerCart {
  if (!raw) return { id: null, lines: [], subtotal: 0, processId: null };
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
  return { id: raw.id, lines, subtotal: raw.subTotalHalalas, processId: raw.cartSugId ?? null };
}

export class CartRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function languageHeader(): string {
  return document.documentElement.lang === 'en' ? 'en' : 'ar';
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, lang: languageHeader(), ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new CartRequestError(`${init.method ?? 'GET'} ${path} answered ${response.status}`, response.status);
  return (await response.json()) as T;
}

export async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await request<{ data?: T; errors?: { message: string }[] }>('/graphql', { method: 'POST', body: JSON.stringify({ query, variables }) });
  if (!body.data) throw new CartRequestError(body.errors?.[0]?.message ?? 'GraphQL request failed', 200);
  return body.data;
}

export async function fetchServerCart(): Promise<ServerCart> {
  const body = await request<{ cart: RawCart | null }>('/api/cart');
  return toServerCart(body.cart);
}

export async function addToServerCart(items: { productId: number; quantity: number }[]): Promise<ServerCart> {
  const body = await request<{ cart: RawCart | null }>('/api/cart/add-to-cart', { method: 'POST', body: JSON.stringify({ items }) });
  return toServerCart(body.cart);
}

export async function emptyServerCart(cartId: string): Promise<void> {
  await request('/api/cart/empty-cart', { method: 'POST', body: JSON.stringify({ cartId }) });
}

interface CartResult {
  success: boolean;
  cart: RawCart | null;
}

export async function setServerQuantity(productId: number, quantity: number): Promise<ServerCart> {
  const data = await graphql<{ updateCartQuantity: CartResult }>(
    `mutation($productId: ID!, $quantity: Int!) { updateCartQuantity(productId: $productId, quantity: $quantity) { success cart { ${CART_FIELDS} } } }`,
    { productId: String(productId), quantity },
  );
  return toServerCart(data.updateCartQuantity.cart);
}
