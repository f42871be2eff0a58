// The stored tours record (spec §3, §4): `website_tours` in local storage. The first visit writes
// both tours as not seen; finishing a tour marks it seen.
import { BROWSER_STORAGE_KEYS } from 'shared-domain';
import type { TourName } from 'shared-events';

export const TOURS_KEY = BROWSER_STORAGE_KEYS.shell.tours;

export interface ToursRecord {
  deliveryTour: boolean;
  cartTour: boolean;
}

const FIELD: Record<TourName, keyof ToursRecord> = { delivery: 'deliveryTour', cart: 'cartTour' };

export const NOT_SEEN: ToursRecord = { deliveryTour: false, cartTour: false };

export function readToursRecord(storage: Storage = localStorage): ToursRecord | null {
  try {
    const raw = storage.getItem(TOURS_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ToursRecord>;
    return { deliveryTour: parsed.deliveryTour === true, cartTour: parsed.cartTour === true };
  } catch {
    return null;
  }
}

/** Writes the not-seen record on the first visit (or over a damaged one); returns the record. */
export function ensureToursRecord(storage: Storage = localStorage): ToursRecord {
  const existing = readToursRecord(storage);
  if (existing) return existing;
  storage.setItem(TOURS_KEY, JSON.stringify(NOT_SEEN));
  return { ...NOT_SEEN };
}

export function hasSeen(tour: TourName, storage: Storage = localStorage): boolean {
  return ensureToursRecord(storage)[FIELD[tour]];
}

export function markSeen(tour: TourName, storage: Storage = localStorage): ToursRecord {
  const next = { ...ensureToursRecord(storage), [FIELD[tour]]: true };
  storage.setItem(TOURS_KEY, JSON.stringify(next));
  return next;
}
