// The contract between teams: every event on the page bus, its payload type and its behaviour.
// Adding an event means adding one entry to `events` below; the bus and the hooks follow from it.

import { DEFAULT_DELIVERY_COORDINATE as SHARED_DEFAULT_COORDINATE, type Halalas } from 'shared-domain';
import type { ProductSummary } from './fragments';

/**
 * Money inside the storefront is an integer number of halalas (1 SAR = 100 halalas), so sums never
 * pick up floating-point errors. Convert to SAR with two decimals only at the edges (display, payment
 * provider). The money rules live in shared-domain; the name stays here for the teams that use it.
 */
export type { Halalas };

/** The spec's AddressChange: where the shopper wants delivery. */
export interface AddressChange {
  readonly lat: number;
  readonly long: number;
  /**
   * The address's short city label (spec §3 `header`: the last comma-separated part of address1),
   * when the shopper has an address; absent for the default coordinate. The header chip shows it.
   */
  readonly header?: string;
}

/**
 * Spec §3: the default shipping address is in Riyadh, about lat 24.76, long 46.76. Every team uses
 * this one value until the account team publishes the shopper's own `address:changed`, so the first
 * queries of the page already ask for the coordinate that will stay. It is shared-domain's value
 * (the API's default reach is the same one), kept under this name for the teams that import it here.
 */
export const DEFAULT_DELIVERY_COORDINATE: AddressChange = SHARED_DEFAULT_COORDINATE;

export interface CartSummary {
  /** Number of distinct lines in the cart (the header badge), not the sum of quantities. */
  readonly count: number;
  /** Cart subtotal in integer halalas. */
  readonly subtotal: Halalas;
  readonly currency: 'SAR';
}

export interface SessionUser {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** First plus last name, or empty when both are missing. */
  readonly fullName: string;
  readonly phone?: string;
  readonly email?: string;
  /** The language saved on the server for this user. */
  readonly language: 'AR' | 'EN';
}

export type SessionStatus = 'guest' | 'user' | 'expired';

export interface SessionChange {
  readonly status: SessionStatus;
  /** Present when `status` is 'user'. */
  readonly user?: SessionUser;
}

/**
 * A request to the shell, which owns the session: read `/api/user` again and publish the answer as
 * `session:changed` (after a sign-in or registration set the session cookie). Carries nothing.
 */
export type SessionRefreshRequest = Readonly<Record<string, never>>;

/**
 * A request to the shell to log the shopper out (spec §4): end the server session, announce
 * `session:ended` (each team clears its own stored keys) and reload the page. Carries nothing.
 */
export type SessionLogoutRequest = Readonly<Record<string, never>>;

/**
 * The shell's logout is about to reload the page (spec §4 Logout): each team clears the browser
 * storage it owns for the shopper now, before the reload. Published once, after the server session
 * has been ended (or failed to end), and right before the reload. Carries nothing.
 */
export type SessionEnded = Readonly<Record<string, never>>;

/**
 * The gateway answered a request with `x-session-expired: 1`: the shopper's session lapsed mid-page
 * (the access token expired and its renewal failed), so the request ran as a guest. remote-kit's
 * GraphQL link and /api helper publish it; the shell, which owns the session, turns it into
 * `session:changed` 'expired' and opens the expired-session modal. `source` says which kind of
 * request saw it.
 */
export interface SessionLapse {
  readonly source: 'graphql' | 'api';
}

/**
 * A request to the cart team, which owns the cart: empty the shopper's cart, the server cart of a
 * signed-in shopper and the guest cache (spec §4 "Emptying"). Checkout asks once an order is placed;
 * the cart service answers with `cart:updated`. Carries nothing.
 */
export type CartEmptyRequest = Readonly<Record<string, never>>;

/** One product to put in the cart, and how many more of it. */
export interface CartItemRequest {
  readonly product: ProductSummary;
  /** Added to what the cart already holds of the product; the cart caps a line as it always does. */
  readonly quantity: number;
}

/**
 * A request to the cart team, which owns the cart: add these products (the account's "order again"
 * puts a past order's products back). The cart service adds them, to the server cart of a signed-in
 * shopper or the guest cache, and answers with `cart:updated`; what it could not add in full is its
 * cart alert, as for any change the shopper did not make. Each product at most once.
 */
export interface CartItemsRequest {
  readonly items: readonly CartItemRequest[];
}

/** Most products one request adds (the cart's own limit on lines). */
export const CART_ITEMS_REQUEST_MAX = 100;

export type Language = 'ar' | 'en';
export type Direction = 'rtl' | 'ltr';

export interface LanguageChange {
  readonly language: Language;
  readonly dir: Direction;
}

/**
 * A request to the shell, which owns the page language: switch the page to `language` as spec §4's
 * language toggle does (the locale cookie, every mounted app, `<html lang dir>`, back to the top) and
 * announce it with `language:changed`. The requester saves a signed-in shopper's choice on the server
 * first, as the toggle does (the account's language page; the sign-in, with the account's language).
 */
export interface LanguageChangeRequest {
  readonly language: Language;
}

export type TourName = 'delivery' | 'cart';

export interface TourStart {
  readonly tour: TourName;
}

/**
 * `plain`: delivered only to those subscribed when it is published (a Subject).
 * `replay-last`: state; a late subscriber immediately receives the latest value (ReplaySubject(1)).
 */
export type EventBehaviour = 'plain' | 'replay-last';

export interface EventDefinition<P, B extends EventBehaviour = EventBehaviour> {
  readonly behaviour: B;
  /** Returns what is wrong with a payload, or undefined when it is acceptable. */
  readonly check: (payload: P) => string | undefined;
}

function defineEvent<P>() {
  return <B extends EventBehaviour>(behaviour: B, check: (payload: P) => string | undefined): EventDefinition<P, B> => ({
    behaviour,
    check,
  });
}

// The checks are deliberately small: they catch the mistakes that would silently break another
// team's screen (NaN coordinates, a fractional halala amount), not every possible shape error.
// They are written defensively because a publisher may be plain JavaScript.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const inRange = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): value is T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value);

const DIRECTION_OF: Readonly<Record<Language, Direction>> = { ar: 'rtl', en: 'ltr' };

export const events = {
  'address:changed': defineEvent<AddressChange>()('replay-last', (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    if (!inRange(p.lat, -90, 90)) return 'lat must be a finite number between -90 and 90';
    if (!inRange(p.long, -180, 180)) return 'long must be a finite number between -180 and 180';
    if (p.header !== undefined && (typeof p.header !== 'string' || p.header.trim() === '' || p.header.length > 120)) {
      return 'header, when given, must be a non-empty string of at most 120 characters';
    }
    return undefined;
  }),
  'cart:updated': defineEvent<CartSummary>()('replay-last', (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    if (!isCount(p.count)) return 'count must be a non-negative integer';
    if (!isCount(p.subtotal)) return 'subtotal must be a non-negative integer number of halalas';
    if (p.currency !== 'SAR') return "currency must be 'SAR'";
    return undefined;
  }),
  'session:changed': defineEvent<SessionChange>()('replay-last', (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    if (!oneOf(p.status, ['guest', 'user', 'expired'] as const)) return "status must be 'guest', 'user' or 'expired'";
    if (p.status === 'user' && p.user === undefined) return "user is required when status is 'user'";
    if (p.user !== undefined) {
      if (!isRecord(p.user)) return 'user must be an object';
      if (typeof p.user.userId !== 'string' || p.user.userId === '') return 'user.userId must be a non-empty string';
      if (!oneOf(p.user.language, ['AR', 'EN'] as const)) return "user.language must be 'AR' or 'EN'";
    }
    return undefined;
  }),
  'cart:empty-requested': defineEvent<CartEmptyRequest>()('plain', (p) => (isRecord(p) ? undefined : 'payload must be an object')),
  'cart:add-items-requested': defineEvent<CartItemsRequest>()('plain', (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    if (!Array.isArray(p.items) || p.items.length === 0) return 'items must be a non-empty array';
    if (p.items.length > CART_ITEMS_REQUEST_MAX) return `items must hold at most ${CART_ITEMS_REQUEST_MAX} products`;
    const seen = new Set<number>();
    for (const [i, item] of (p.items as unknown[]).entries()) {
      if (!isRecord(item) || !isRecord(item.product)) return `items[${i}].product must be an object`;
      const product = item.product;
      if (!Number.isSafeInteger(product.id) || (product.id as number) <= 0) return `items[${i}].product.id must be a positive integer`;
      if (seen.has(product.id as number)) return `items[${i}]: product ${String(product.id)} is requested twice`;
      seen.add(product.id as number);
      if (typeof product.name !== 'string' || typeof product.arName !== 'string' || typeof product.slug !== 'string') {
        return `items[${i}].product must have a name, arName and slug`;
      }
      if (!isCount(product.sellingPrice) || !isCount(product.price)) return `items[${i}].product prices must be non-negative integer halalas`;
      if (!Number.isSafeInteger(item.quantity) || (item.quantity as number) < 1) return `items[${i}].quantity must be a positive integer`;
    }
    return undefined;
  }),
  'session:refresh-requested': defineEvent<SessionRefreshRequest>()('plain', (p) => (isRecord(p) ? undefined : 'payload must be an object')),
  'session:logout-requested': defineEvent<SessionLogoutRequest>()('plain', (p) => (isRecord(p) ? undefined : 'payload must be an object')),
  'session:ended': defineEvent<SessionEnded>()('plain', (p) => (isRecord(p) ? undefined : 'payload must be an object')),
  'session:lapsed': defineEvent<SessionLapse>()('plain', (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    if (!oneOf(p.source, ['graphql', 'api'] as const)) return "source must be 'graphql' or 'api'";
    return undefined;
  }),
  'language:changed': defineEvent<LanguageChange>()('replay-last', (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    if (!oneOf(p.language, ['ar', 'en'] as const)) return "language must be 'ar' or 'en'";
    if (p.dir !== DIRECTION_OF[p.language]) return `dir must be '${DIRECTION_OF[p.language]}' for '${p.language}'`;
    return undefined;
  }),
  'language:change-requested': defineEvent<LanguageChangeRequest>()('plain', (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    if (!oneOf(p.language, ['ar', 'en'] as const)) return "language must be 'ar' or 'en'";
    return undefined;
  }),
  'tour:start': defineEvent<TourStart>()('plain', (p) => {
    if (!isRecord(p)) return 'payload must be an object';
    if (!oneOf(p.tour, ['delivery', 'cart'] as const)) return "tour must be 'delivery' or 'cart'";
    return undefined;
  }),
} as const satisfies Record<`${string}:${string}`, EventDefinition<never>>;

export type EventMap = typeof events;
export type EventName = keyof EventMap;
export type EventPayload<N extends EventName> = EventMap[N] extends EventDefinition<infer P> ? P : never;
export type EventBehaviourOf<N extends EventName> = EventMap[N]['behaviour'];

/** Events that hold state: a late subscriber gets the latest value. */
export type ReplayLastEventName = {
  [N in EventName]: EventBehaviourOf<N> extends 'replay-last' ? N : never;
}[EventName];

/** Behaviour of every event, for code that only needs the map and not the payload checks. */
export const eventBehaviours = Object.freeze(
  Object.fromEntries(Object.entries(events).map(([name, definition]) => [name, definition.behaviour])),
) as { readonly [N in EventName]: EventBehaviourOf<N> };

export const eventNames = Object.freeze(Object.keys(events)) as readonly EventName[];

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(events, name);
}
