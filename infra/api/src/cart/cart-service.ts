// What the cart does, for the resolvers to map: a logged-in shopper's server cart (add, merge the
// guest cart once, set a quantity, empty), the offers of every seller in reach for a cart, and a
// checkout created from one seller's offer. Every price is the server's: inputs carry product ids and
// quantities only, and checkout totals are recomputed from the offers. A refusal says why with a
// message key and field errors.
import type { GraphQLContext } from '../context.js';
import { normaliseLines, offerFromSeller, rankSellerOffers, type CartLineInput, type OutOfStockAction, type SellerOffer } from '../domain/offers.js';
import { InputError, inputError } from '../errors.js';
import type { Maybe } from '../generated/graphql.js';
import { fieldError, type FieldError, type MessageKey } from '../messages.js';
import { resolveReach } from '../catalog/inputs.js';
import type { CartRow } from './cart-repository.js';
import { cappedLines, checkLines, checkSchedule, isMergeKey, isPosition, isRequestQuantity, positiveId, shippingName, type RequestLine } from './inputs.js';
import { processIdOf } from './mappers.js';

/** Who asks: the repositories and the signed-in shopper, if any. */
export type CartCaller = Pick<GraphQLContext, 'repos' | 'viewer'>;

export type Refusal = { ok: false; key: MessageKey; errors: FieldError[] };
const refuse = (key: MessageKey, errors: FieldError[] = []): Refusal => ({ ok: false, key, errors });

/** A cart after a change, and whether lines were left out because the cart was full. */
export type CartChange = { ok: true; cart: CartRow; tooManyLines: boolean };

/** The offers for one content of a cart: one per seller in reach, best first, under the cart's process id. */
export interface CartOffers {
  offers: SellerOffer[];
  processId: string;
  cartId: string | null;
}

export interface OffersRequest {
  items?: Maybe<readonly RequestLine[]>;
  coordinate?: Maybe<number[]>;
  shippingMethod?: Maybe<string>;
  scheduleTime?: Maybe<string>;
  outOfStockAction?: Maybe<OutOfStockAction>;
}

/** The field errors an InputError carries (validation deeper down, e.g. a coordinate). */
function fieldErrorsOf(error: InputError): FieldError[] {
  return (error.extensions as { fieldErrors?: FieldError[] } | undefined)?.fieldErrors ?? [];
}

/**
 * Lines for a cart mutation: well formed (checkLines), at least one, and every id naming a product of
 * the catalogue. Products that exist but are no longer sold pass: the repository skips them and the
 * answer's cart shows it.
 */
async function checkCartLines(caller: CartCaller, items: readonly RequestLine[], field: string): Promise<{ lines: CartLineInput[]; errors: FieldError[] }> {
  if (items.length === 0) return { lines: [], errors: [fieldError(field, 'field_required')] };
  const { lines, errors } = checkLines(items, field);
  if (errors.length > 0) return { lines, errors };
  const known = await caller.repos.cart.knownProductIds(lines.map((l) => l.productId));
  const unknown = lines.flatMap((l, index) => (known.has(l.productId) ? [] : [fieldError(`${field}.${index}.productId`, 'not_found')]));
  return { lines, errors: unknown };
}

/** One product named by a mutation argument: a positive id of a product in the catalogue. */
async function checkProductId(caller: CartCaller, value: string, field = 'productId'): Promise<{ id: number } | { error: FieldError }> {
  const id = positiveId(value);
  if (id === null) return { error: fieldError(field, 'invalid_value') };
  if (!(await caller.repos.cart.knownProductIds([id])).has(id)) return { error: fieldError(field, 'not_found') };
  return { id };
}

/** The lines the offers are for: the request's own (a guest's browser cart), else the signed-in shopper's cart. */
async function linesFor(caller: CartCaller, items: Maybe<readonly RequestLine[]> | undefined): Promise<{ lines: CartLineInput[]; cartId: string | null }> {
  const { repos, viewer } = caller;
  if (items !== null && items !== undefined) {
    const { lines, errors } = checkLines(items, 'items');
    if (errors.length > 0) throw inputError(errors[0]!.field, errors[0]!.key);
    return { lines: normaliseLines(lines), cartId: viewer ? String((await repos.cart.cartOf(viewer.userId)).id) : null };
  }
  if (!viewer) return { lines: [], cartId: null };
  const cart = await repos.cart.cartOf(viewer.userId);
  return { lines: cart.items.map((i) => ({ productId: i.product.id, quantity: i.quantity })), cartId: String(cart.id) };
}

/** The signed-in shopper's cart; null for a guest (whose cart lives in the browser). */
export async function currentCart(caller: CartCaller): Promise<CartRow | null> {
  return caller.viewer ? caller.repos.cart.cartOf(caller.viewer.userId) : null;
}

/** Every seller's offer for the cart; a wrong coordinate, method or line is an InputError. */
export async function cartOffers(caller: CartCaller, request: OffersRequest): Promise<CartOffers | null> {
  const { repos, viewer } = caller;
  const method = shippingName(request.shippingMethod);
  const point = await resolveReach(caller, viewer ? 'USER' : 'GUEST', request.coordinate, 'coordinate');
  const { lines, cartId } = await linesFor(caller, request.items);
  if (lines.length === 0) return null;
  const ids = lines.map((l) => l.productId);
  const [productRows, sellers] = await Promise.all([repos.cart.products(ids), repos.cart.sellersFor(point, ids)]);
  const offers = rankSellerOffers({
    lines,
    products: repos.cart.productInfo(productRows),
    sellers,
    point,
    shippingMethod: method,
    scheduleTime: checkSchedule(method, request.scheduleTime),
    outOfStockAction: request.outOfStockAction ?? 'REPLACE',
  });
  return { offers, processId: processIdOf(cartId, lines), cartId };
}

/** Adds lines to the signed-in shopper's cart (quantities add up, capped by each max order). */
export async function addToCart(caller: CartCaller, items: readonly RequestLine[]): Promise<CartChange | Refusal> {
  if (!caller.viewer) return refuse('unauthorized');
  const { lines, errors } = await checkCartLines(caller, items, 'items');
  if (errors.length > 0) return refuse('invalid_input', errors);
  return { ok: true, ...(await caller.repos.cart.addItems(caller.viewer.userId, cappedLines(lines))) };
}

/** The guest cart merged into the account's, once per merge key: a repeat answers the cart as it is. */
export async function mergeGuestCart(caller: CartCaller, mergeKey: string, items: readonly RequestLine[]): Promise<(CartChange & { applied: boolean }) | Refusal> {
  if (!caller.viewer) return refuse('unauthorized');
  const keyErrors = isMergeKey(mergeKey) ? [] : [fieldError('mergeKey', 'invalid_value')];
  const { lines, errors } = await checkCartLines(caller, items, 'items');
  if (keyErrors.length + errors.length > 0) return refuse('invalid_input', [...keyErrors, ...errors]);
  return { ok: true, ...(await caller.repos.cart.mergeItems(caller.viewer.userId, mergeKey, cappedLines(lines))) };
}

/** Sets one line's quantity; 0 removes the line. */
export async function setCartQuantity(caller: CartCaller, productId: string, quantity: number): Promise<{ ok: true; cart: CartRow } | Refusal> {
  if (!caller.viewer) return refuse('unauthorized');
  const errors: FieldError[] = [];
  if (!isRequestQuantity(quantity, 0)) errors.push(fieldError('quantity', 'invalid_number'));
  const product = await checkProductId(caller, productId);
  if ('error' in product) errors.unshift(product.error);
  if (errors.length > 0 || 'error' in product) return refuse('invalid_input', errors);
  return { ok: true, cart: await caller.repos.cart.setQuantity(caller.viewer.userId, product.id, quantity) };
}

/** Removes a line; removing one the cart does not hold (a repeated request) leaves it as it is. */
export async function removeFromCart(caller: CartCaller, productId: string): Promise<{ ok: true; cart: CartRow } | Refusal> {
  if (!caller.viewer) return refuse('unauthorized');
  const product = await checkProductId(caller, productId);
  if ('error' in product) return refuse('invalid_input', [product.error]);
  return { ok: true, cart: await caller.repos.cart.setQuantity(caller.viewer.userId, product.id, 0) };
}

/** Empties the shopper's cart; a cart id given must be theirs. */
export async function emptyCart(caller: CartCaller, cartId: Maybe<string> | undefined): Promise<{ ok: true; cart: CartRow } | Refusal> {
  if (!caller.viewer) return refuse('unauthorized');
  if (cartId !== null && cartId !== undefined) {
    const id = positiveId(cartId);
    if (id === null) return refuse('invalid_input', [fieldError('cartId', 'invalid_value')]);
    if (!(await caller.repos.cart.ownsCart(caller.viewer.userId, id))) return refuse('invalid_input', [fieldError('cartId', 'not_found')]);
  }
  return { ok: true, cart: await caller.repos.cart.empty(caller.viewer.userId) };
}

/**
 * The offer at a position of the cart's offers. Refused with the number of offers there were (null when
 * none were computed), which spec §5 has logged.
 */
export async function offerAt(caller: CartCaller, position: number, request: OffersRequest): Promise<{ ok: true; offer: SellerOffer; processId: string; cartId: string | null } | (Refusal & { offerCount: number | null })> {
  const refused = (key: MessageKey, errors: FieldError[], offerCount: number | null = null) => ({ ...refuse(key, errors), offerCount });
  if (!isPosition(position)) return refused('invalid_input', [fieldError('position', 'invalid_number')]);
  if (request.items !== null && request.items !== undefined) {
    const { errors } = await checkCartLines(caller, request.items, 'items');
    if (errors.length > 0) return refused('invalid_input', errors);
  }
  let found: CartOffers | null;
  try {
    found = await cartOffers(caller, request);
  } catch (error) {
    // a coordinate or shipping method the query would refuse: field errors of this result
    if (!(error instanceof InputError)) throw error;
    return refused('invalid_input', fieldErrorsOf(error));
  }
  const offer = found?.offers[position];
  if (!found || !offer) return refused('failed_to_update_suggestion', [fieldError('position', 'not_found')], found?.offers.length ?? 0);
  return { ok: true, offer, processId: found.processId, cartId: found.cartId };
}

export interface CheckoutRequest {
  seller: string;
  shippingMethod: string;
  cartDetails: readonly RequestLine[];
  scheduleTime?: Maybe<string>;
  outOfStockAction?: Maybe<OutOfStockAction>;
  coordinate?: Maybe<number[]>;
  splitType?: Maybe<string>;
}

/** A checkout for one seller's offer on the cart, its totals recomputed here. */
export async function createCheckout(caller: CartCaller, data: readonly CheckoutRequest[]): Promise<{ ok: true; id: number; token: string; outOfStockAction: OutOfStockAction; offer: SellerOffer } | Refusal> {
  const { repos, viewer } = caller;
  if (data.length !== 1) return refuse('invalid_input', [fieldError('data', 'invalid_value')]);
  const input = data[0]!;
  const sellerId = Number(input.seller);
  const shippingId = Number(input.shippingMethod);
  if (!Number.isSafeInteger(sellerId) || sellerId <= 0) return refuse('invalid_input', [fieldError('data.0.seller', 'invalid_value')]);
  if (!Number.isSafeInteger(shippingId) || shippingId <= 0) return refuse('invalid_input', [fieldError('data.0.shippingMethod', 'invalid_value')]);
  const { lines, errors } = checkLines(input.cartDetails, 'data.0.cartDetails');
  if (errors.length > 0) return refuse('invalid_input', errors);
  if (lines.length === 0) return refuse('invalid_input', [fieldError('data.0.cartDetails', 'field_required')]);
  const method = await repos.cart.shippingMethod(shippingId);
  if (!method) return refuse('invalid_input', [fieldError('data.0.shippingMethod', 'invalid_value')]);
  const scheduleTime = checkSchedule(method.name, input.scheduleTime);
  if (method.name === 'schedule' && !scheduleTime) return refuse('schedule_time_required', [fieldError('data.0.scheduleTime', 'schedule_time_required')]);

  // the GraphQL enum has already refused anything but REPLACE, REMOVE or BOTH
  const outOfStockAction = input.outOfStockAction ?? 'REPLACE';

  const point = await resolveReach(caller, viewer ? 'USER' : 'GUEST', input.coordinate, 'data.0.coordinate');
  const normalised = normaliseLines(lines);
  const ids = normalised.map((l) => l.productId);
  const [productRows, sellers] = await Promise.all([repos.cart.products(ids), repos.cart.sellersFor(point, ids, sellerId)]);
  const seller = sellers[0];
  const offer = seller
    ? offerFromSeller(
        seller,
        { lines: normalised, products: repos.cart.productInfo(productRows), sellers, point, shippingMethod: method.name, scheduleTime, outOfStockAction, splitType: input.splitType === 'percentage' ? 'percentage' : 'fixed' },
        normalised,
      )
    : null;
  if (!offer || offer.itemAvailable === 0) return refuse('offer_unavailable');
  if (!offer.minOrderMet) return refuse('min_order_not_met');

  const cartId = viewer ? (await repos.cart.cartOf(viewer.userId)).id : null;
  const created = await repos.cart.createCheckout({
    userId: viewer?.userId ?? null,
    cartId,
    shippingMethodId: method.id,
    shippingAddress: { lat: point.lat, long: point.long },
    outOfStockAction,
    offer,
  });
  return { ok: true, id: created.id, token: created.token, outOfStockAction: created.outOfStockAction, offer };
}
