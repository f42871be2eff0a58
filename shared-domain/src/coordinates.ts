// Where deliveries go: coordinates in decimal degrees, the kingdom the store delivers in, and the
// one default delivery coordinate.

export interface Coordinate {
  readonly lat: number;
  readonly long: number;
}

/**
 * Spec §3: the default shipping address is in Riyadh, about lat 24.76, long 46.76. The catalogue
 * queries, the offers and the bus all use this one value until the shopper's own address is known.
 */
export const DEFAULT_DELIVERY_COORDINATE: Coordinate = Object.freeze({ lat: 24.76, long: 46.76 });

/** Roughly the kingdom's bounding box: where the store delivers. */
export const SAUDI_ARABIA_BOUNDS = Object.freeze({ minLat: 16, maxLat: 33, minLong: 34, maxLong: 56 });

export function isInSaudiArabia(lat: number, long: number): boolean {
  const b = SAUDI_ARABIA_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && long >= b.minLong && long <= b.maxLong;
}

/** A latitude and longitude any map would accept (finite, within ±90 and ±180). */
export function isCoordinate(lat: unknown, long: unknown): boolean {
  const within = (value: unknown, limit: number) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  return within(lat, 90) && within(long, 180);
}
