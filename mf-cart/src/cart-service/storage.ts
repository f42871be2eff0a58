// Guest cart persistence under the spec's local-storage keys (§3), the cart team's own (shared-domain
// names them by owner). Everything read back is checked: malformed or tampered data yields a clean
// empty cart, never an exception on the page.
import { BROWSER_STORAGE_KEYS, storageKeysOf } from 'shared-domain';
import type { ProductSummary } from 'shared-events';

export const STORAGE_KEYS = BROWSER_STORAGE_KEYS.cart;

/** Upper bound on one line's quantity when a product names no max order. */
export const DEFAULT_MAX_QUANTITY = 50;
/** Upper bound on distinct lines, so a stored cart cannot grow without limit. */
export const MAX_LINES = 100;

export interface CartLine {
  productId: number;
  quantity: number;
  product: ProductSummary;
}

/** Spec §3 cached cart. */
export interface CachedCart {
  cartItems: CartLine[];
  totalItems: number;
  subtotal: number;
}

/** What cartInfo holds: the cached cart and the key its one merge into an account's cart is made under. */
export interface StoredGuestCart extends CachedCart {
  mergeKey: string;
}

/** Spec §3 cart process. */
export interface CartProcess {
  processId: string;
  requiresUpdate: boolean;
}

export type ShippingMethodName = 'delivery' | 'pickup' | 'schedule';

export interface StoredShipMethod {
  id: string | null;
  name: ShippingMethodName;
  /** ISO time of the chosen slot, for 'schedule'. */
  scheduleTime?: string | null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readJson(key: string): unknown {
  const store = storage();
  if (!store) return null;
  try {
    const text = store.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    store.removeItem(key);
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // full or blocked storage: the cart still works for this page view
  }
}

export function removeKeys(...keys: string[]): void {
  const store = storage();
  for (const key of keys) store?.removeItem(key);
}

/** At logout (`session:ended`): every key the cart team keeps goes with the session (spec §4). */
export function clearCartStorage(): void {
  removeKeys(...storageKeysOf('cart'));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const text = (v: unknown, max = 400): string => (typeof v === 'string' ? v.slice(0, max) : '');

/** The largest quantity one line may hold. */
export function lineCap(product: Pick<ProductSummary, 'maxOrder' | 'stockAvailable'>): number {
  if (!product.stockAvailable) return 0;
  const max = Number.isSafeInteger(product.maxOrder) && product.maxOrder > 0 ? product.maxOrder : DEFAULT_MAX_QUANTITY;
  return Math.min(max, DEFAULT_MAX_QUANTITY);
}

export function parseProduct(v: unknown): ProductSummary | null {
  if (!isRecord(v)) return null;
  if (!Number.isSafeInteger(v.id) || (v.id as number) <= 0) return null;
  if (!isCount(v.sellingPrice) || !isCount(v.price)) return null;
  return {
    id: v.id as number,
    slug: text(v.slug, 200),
    name: text(v.name),
    arName: text(v.arName),
    image: text(v.image, 1000),
    sellingPrice: v.sellingPrice,
    price: v.price,
    maxOrder: isCount(v.maxOrder) && v.maxOrder > 0 ? v.maxOrder : DEFAULT_MAX_QUANTITY,
    stockAvailable: v.stockAvailable !== false,
    ...(typeof v.weight === 'number' && Number.isFinite(v.weight) ? { weight: v.weight } : {}),
    ...(typeof v.weightType === 'string' ? { weightType: text(v.weightType, 20) } : {}),
  };
}

export function parseLines(v: unknown): CartLine[] {
  if (!Array.isArray(v)) return [];
  const lines: CartLine[] = [];
  const seen = new Set<number>();
  for (const raw of v.slice(0, MAX_LINES)) {
    if (!isRecord(raw)) continue;
    const product = parseProduct(raw.product);
    if (!product || seen.has(product.id)) continue;
    const quantity = Number.isSafeInteger(raw.quantity) ? Math.min(raw.quantity as number, lineCap(product)) : 0;
    if (quantity <= 0) continue;
    seen.add(product.id);
    lines.push({ productId: product.id, quantity, product });
  }
  return lines;
}

export function summarise(lines: readonly CartLine[]): CachedCart {
  return {
    cartItems: [...lines],
    totalItems: lines.length,
    subtotal: lines.reduce((sum, line) => sum + line.quantity * line.product.sellingPrice, 0),
  };
}

/** The guest cart from local storage; anything unreadable is removed and counts as empty. */
export function loadGuestCart(): CachedCart {
  const raw = readJson(STORAGE_KEYS.cartInfo);
  if (raw === null) return summarise([]);
  if (!isRecord(raw)) {
    removeKeys(STORAGE_KEYS.cartInfo, STORAGE_KEYS.cartProcess, STORAGE_KEYS.cartAlert);
    return summarise([]);
  }
  return summarise(parseLines(raw.cartItems));
}

const MERGE_KEY = /^[A-Za-z0-9_-]{16,64}$/;

function storedMergeKey(): string | null {
  const raw = readJson(STORAGE_KEYS.cartInfo);
  return isRecord(raw) && typeof raw.mergeKey === 'string' && MERGE_KEY.test(raw.mergeKey) ? raw.mergeKey : null;
}

/** A fresh merge key; random enough that two guest carts never share one. */
export function newMergeKey(): string {
  const crypto = globalThis.crypto;
  // randomUUID needs a secure context; getRandomValues does not
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Saves the guest cart. Its merge key is made once, when the cart is first saved, and kept with it
 * until the cart is emptied or merged, so every attempt to merge this cart at login carries the same key.
 */
export function saveGuestCart(lines: readonly CartLine[]): void {
  if (lines.length === 0) {
    removeKeys(STORAGE_KEYS.cartInfo);
    return;
  }
  const stored: StoredGuestCart = { ...summarise(lines), mergeKey: storedMergeKey() ?? newMergeKey() };
  writeJson(STORAGE_KEYS.cartInfo, stored);
}

/**
 * The stored guest cart's merge key. A cart saved without one (before keys existed) gets one now,
 * written back before it is used, so a retry after a reload sends the same key.
 */
export function guestMergeKey(lines: readonly CartLine[]): string {
  const stored = storedMergeKey();
  if (stored) return stored;
  const key = newMergeKey();
  if (lines.length > 0) writeJson(STORAGE_KEYS.cartInfo, { ...summarise(lines), mergeKey: key } satisfies StoredGuestCart);
  return key;
}

export function loadProcess(): CartProcess | null {
  const raw = readJson(STORAGE_KEYS.cartProcess);
  if (!isRecord(raw) || typeof raw.processId !== 'string' || typeof raw.requiresUpdate !== 'boolean') return null;
  return { processId: raw.processId.slice(0, 100), requiresUpdate: raw.requiresUpdate };
}

export function saveProcess(process: CartProcess | null): void {
  if (process) writeJson(STORAGE_KEYS.cartProcess, process);
  else removeKeys(STORAGE_KEYS.cartProcess);
}

export function loadShipMethod(): StoredShipMethod {
  const raw = readJson(STORAGE_KEYS.shipMethod);
  if (isRecord(raw) && (raw.name === 'delivery' || raw.name === 'pickup' || raw.name === 'schedule')) {
    return {
      id: typeof raw.id === 'string' ? raw.id.slice(0, 40) : null,
      name: raw.name,
      scheduleTime: typeof raw.scheduleTime === 'string' && !Number.isNaN(Date.parse(raw.scheduleTime)) ? raw.scheduleTime : null,
    };
  }
  return { id: null, name: 'delivery', scheduleTime: null };
}

export function saveShipMethod(method: StoredShipMethod): void {
  writeJson(STORAGE_KEYS.shipMethod, method);
}
