// A guest's press on a wishlist heart, kept in this team's storage while they sign in, so the add
// completes once they are back as a signed-in shopper. It is short-lived (a press from long ago is
// not what a shopper signing in now means), taken once, and cleared at logout (`session:ended`).
import { BROWSER_STORAGE_KEYS } from 'shared-domain';

export const PENDING_HEART_KEY = BROWSER_STORAGE_KEYS.account.wishlistPending;

/** How long a guest's press waits for them to sign in. */
export const PENDING_HEART_TTL_MS = 30 * 60 * 1000;

export interface PendingHeart {
  productId: number;
  /** The product's name as the guest saw it, for the confirmation after signing in. */
  productName: string;
  /** When the guest pressed the heart (ms since the epoch). */
  at: number;
}

const defaultStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the press is simply not remembered
  }
};

function parse(raw: string | null): PendingHeart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingHeart> | null;
    if (!value || !Number.isSafeInteger(value.productId) || value.productId! <= 0) return null;
    if (typeof value.productName !== 'string' || typeof value.at !== 'number' || !Number.isFinite(value.at)) return null;
    return { productId: value.productId!, productName: value.productName.slice(0, 200), at: value.at };
  } catch {
    return null;
  }
}

/** Remembers the product a guest wanted in their favourites (the latest press wins). */
export function rememberPendingHeart(productId: number, productName: string, { now = Date.now(), storage = defaultStorage() } = {}): void {
  try {
    storage?.setItem(PENDING_HEART_KEY, JSON.stringify({ productId, productName, at: now } satisfies PendingHeart));
  } catch {
    // full or blocked storage: signing in still works, the add just does not follow
  }
}

/** The pending press if it is still fresh, removed from storage either way: it is acted on once. */
export function takePendingHeart({ now = Date.now(), storage = defaultStorage() } = {}): PendingHeart | null {
  if (!storage) return null;
  let raw: string | null = null;
  try {
    raw = storage.getItem(PENDING_HEART_KEY);
    if (raw !== null) storage.removeItem(PENDING_HEART_KEY);
  } catch {
    return null;
  }
  const pending = parse(raw);
  if (!pending || pending.at > now || now - pending.at > PENDING_HEART_TTL_MS) return null;
  return pending;
}

/** At logout: this team's pending press goes with the session. */
export function forgetPendingHeart(storage: Storage | null = defaultStorage()): void {
  try {
    storage?.removeItem(PENDING_HEART_KEY);
  } catch {
    // nothing stored where nothing can be
  }
}
