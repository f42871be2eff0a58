// The cart alert (spec §3 storage key cartAlert): what changed in the shopper's cart without them
// asking for it — a quantity the server lowered to the max order, a product it dropped or that went
// out of stock, the account's saved cart combined with the guest cart at login. Kept until the shopper
// dismisses it or empties the cart, so it is still there when they come back to the cart page.
import { STORAGE_KEYS, readJson, removeKeys, writeJson, type CartLine } from './storage';

export type CartChangeKind = 'capped' | 'removed' | 'unavailable';

export interface CartChange {
  productId: number;
  name: string;
  arName: string;
  kind: CartChangeKind;
  /** The quantity now in the cart (0 when the line was removed). */
  quantity: number;
}

export interface CartAlert {
  /** The account's saved cart was combined with the guest cart at login. */
  merged: boolean;
  changes: CartChange[];
}

/** Enough to name every line of a full notice; older entries give way to newer ones. */
export const MAX_ALERT_CHANGES = 20;

const KINDS: readonly CartChangeKind[] = ['capped', 'removed', 'unavailable'];

/** Lines the shopper expected against the lines the server answered with. */
export function cartChanges(expected: readonly CartLine[], actual: readonly CartLine[]): CartChange[] {
  const byId = new Map(actual.map((line) => [line.productId, line]));
  const changes: CartChange[] = [];
  for (const wanted of expected) {
    if (wanted.quantity <= 0) continue;
    const got = byId.get(wanted.productId);
    const names = { name: (got ?? wanted).product.name, arName: (got ?? wanted).product.arName };
    if (!got) changes.push({ productId: wanted.productId, ...names, kind: 'removed', quantity: 0 });
    else if (wanted.product.stockAvailable && !got.product.stockAvailable) changes.push({ productId: wanted.productId, ...names, kind: 'unavailable', quantity: got.quantity });
    else if (got.quantity < wanted.quantity) changes.push({ productId: wanted.productId, ...names, kind: 'capped', quantity: got.quantity });
  }
  return changes;
}

/** True when the merged cart holds more than the guest brought: lines or quantities saved on the account. */
export function accountCartAdded(guest: readonly CartLine[], merged: readonly CartLine[]): boolean {
  const guestQuantity = new Map(guest.map((line) => [line.productId, line.quantity]));
  return merged.some((line) => line.quantity > (guestQuantity.get(line.productId) ?? 0));
}

/** Adds newly found changes to the alert; a product's newer change replaces its older one. */
export function combineAlerts(previous: CartAlert | null, found: CartAlert): CartAlert | null {
  if (!found.merged && found.changes.length === 0) return previous;
  const replaced = new Set(found.changes.map((c) => c.productId));
  const changes = [...(previous?.changes ?? []).filter((c) => !replaced.has(c.productId)), ...found.changes].slice(-MAX_ALERT_CHANGES);
  return { merged: Boolean(previous?.merged) || found.merged, changes };
}

/** The shopper changed this line themselves, so what the alert said about it no longer matters. */
export function forgetProduct(alert: CartAlert | null, productId: number): CartAlert | null {
  if (!alert?.changes.some((c) => c.productId === productId)) return alert;
  const changes = alert.changes.filter((c) => c.productId !== productId);
  return alert.merged || changes.length > 0 ? { merged: alert.merged, changes } : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseChange(v: unknown): CartChange | null {
  if (!isRecord(v)) return null;
  if (!Number.isSafeInteger(v.productId) || (v.productId as number) <= 0) return null;
  if (!KINDS.includes(v.kind as CartChangeKind)) return null;
  if (!Number.isSafeInteger(v.quantity) || (v.quantity as number) < 0) return null;
  if (typeof v.name !== 'string' || typeof v.arName !== 'string') return null;
  return { productId: v.productId as number, name: v.name.slice(0, 400), arName: v.arName.slice(0, 400), kind: v.kind as CartChangeKind, quantity: v.quantity as number };
}

/** The stored alert; anything malformed is removed and counts as no alert. */
export function loadAlert(): CartAlert | null {
  const raw = readJson(STORAGE_KEYS.cartAlert);
  if (raw === null) return null;
  const changes = isRecord(raw) && Array.isArray(raw.changes) ? raw.changes.slice(0, MAX_ALERT_CHANGES).map(parseChange) : null;
  if (!isRecord(raw) || typeof raw.merged !== 'boolean' || !changes || changes.some((c) => c === null) || (!raw.merged && changes.length === 0)) {
    removeKeys(STORAGE_KEYS.cartAlert);
    return null;
  }
  return { merged: raw.merged, changes: changes as CartChange[] };
}

export function saveAlert(alert: CartAlert | null): void {
  if (alert) writeJson(STORAGE_KEYS.cartAlert, alert);
  else removeKeys(STORAGE_KEYS.cartAlert);
}
