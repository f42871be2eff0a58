import type { SellerInput } from '../domain/offers.js';
import { InputError } from '../errors.js';
import type { CartProductRow, CartRow } from './cart-repository.js';
import { addToCart, cartOffers, createCheckout, emptyCart, mergeGuestCart, offerAt, removeFromCart, setCartQuantity, type CartCaller } from './cart-service.js';

const product = (id: number, sellingPriceHalalas: number): CartProductRow => ({
  id, slug: `product-${id}`, name: `Product ${id}`, ar_name: `منتج ${id}`, image: null, max_order: 10, price_halalas: sellingPriceHalalas, selling_price_halalas: sellingPriceHalalas, available: true,
});
const CATALOGUE = new Map([31, 32].map((id) => [id, product(id, 650 * (id - 30))]));

/** An open seller of Al Olaya that holds every product of the catalogue. */
const olayaMarket: SellerInput = {
  id: 4, name: 'Olaya Market', arName: 'أسواق العليا', lat: 24.6937, long: 46.6848, deliveryMode: 'both', deliveryRadiusKm: 15,
  minOrderHalalas: 0, baseDeliveryFeeHalalas: 500, perKmFeeHalalas: 100, freeDeliveryOverHalalas: null, isOpen: true, avgPrepMinutes: 20,
  offers: new Map([...CATALOGUE.values()].map((p) => [p.id, { priceHalalas: p.price_halalas, sellingPriceHalalas: p.selling_price_halalas, stock: 20 }])),
};

/** The cart repository in memory: one shopper's cart, and the calls it was given. */
function memoryCart(lines: CartRow['items'] = []) {
  const calls: [string, ...unknown[]][] = [];
  const cart: CartRow = { id: 12, items: lines };
  const repo = {
    knownProductIds: async (ids: readonly number[]) => new Set(ids.filter((id) => CATALOGUE.has(id))),
    cartOf: async () => cart,
    addItems: async (userId: number, items: unknown) => (calls.push(['addItems', userId, items]), { cart, tooManyLines: false }),
    mergeItems: async (userId: number, key: string, items: unknown) => (calls.push(['mergeItems', userId, key, items]), { cart, tooManyLines: false, applied: true }),
    setQuantity: async (userId: number, productId: number, quantity: number) => (calls.push(['setQuantity', userId, productId, quantity]), cart),
    ownsCart: async (_userId: number, cartId: number) => cartId === cart.id,
    empty: async () => (calls.push(['empty']), { ...cart, items: [] }),
    products: async (ids: readonly number[]) => new Map(ids.flatMap((id) => (CATALOGUE.has(id) ? [[id, CATALOGUE.get(id)!] as const] : []))),
    productInfo: (rows: Map<number, CartProductRow>) => new Map([...rows.values()].map((r) => [r.id, { id: r.id, name: r.name, arName: r.ar_name, image: r.image, maxOrder: r.max_order }])),
    sellersFor: async () => [olayaMarket],
    shippingMethod: async (id: number) => (id === 1 ? { id: 1, name: 'delivery' as const, ar_name: 'توصيل', en_name: 'Delivery' } : null),
    createCheckout: async (input: { outOfStockAction: string }) => (calls.push(['createCheckout', input]), { id: 77, token: 'tok-77', outOfStockAction: input.outOfStockAction }),
  };
  return { repo, calls };
}

function callerWith(repo: ReturnType<typeof memoryCart>['repo'], signedIn = true): CartCaller {
  return {
    viewer: signedIn ? { userId: 8, sessionId: 'session-8' } : null,
    repos: { cart: repo, account: { defaultShipping: async () => null } },
  } as unknown as CartCaller;
}

const errorsOf = (result: { ok: boolean; errors?: { field: string; key: string }[] }) => (result.errors ?? []).map((e) => `${e.field}:${e.key}`);

describe('changing the server cart', () => {
  it('is for signed-in shoppers only', async () => {
    const { repo, calls } = memoryCart();
    const guest = callerWith(repo, false);
    for (const result of [
      await addToCart(guest, [{ productId: '31', quantity: 1 }]),
      await mergeGuestCart(guest, '3f0b8a52-4c1e-4d7a', [{ productId: '31', quantity: 1 }]),
      await setCartQuantity(guest, '31', 2),
      await removeFromCart(guest, '31'),
      await emptyCart(guest, null),
    ]) {
      expect(result).toEqual({ ok: false, key: 'unauthorized', errors: [] });
    }
    expect(calls).toEqual([]);
  });

  it('adds lines of products the catalogue has, quantities capped before the database', async () => {
    const { repo, calls } = memoryCart();
    expect(await addToCart(callerWith(repo), [{ productId: '31', quantity: 2 }, { productId: '31', quantity: 999 }])).toMatchObject({ ok: true, tooManyLines: false });
    expect(calls).toEqual([['addItems', 8, [{ productId: 31, quantity: 1000 }]]]);
  });

  it('names the lines it refuses: none given, not an id, not in the catalogue', async () => {
    const { repo, calls } = memoryCart();
    const caller = callerWith(repo);
    expect(errorsOf(await addToCart(caller, []))).toEqual(['items:field_required']);
    expect(errorsOf(await addToCart(caller, [{ productId: 'milk', quantity: 1 }]))).toEqual(['items.0.productId:invalid_value']);
    expect(errorsOf(await addToCart(caller, [{ productId: '31', quantity: 1 }, { productId: '404', quantity: 1 }]))).toEqual(['items.1.productId:not_found']);
    expect(calls).toEqual([]);
  });

  it('merges the guest cart under its key, naming a bad key and bad lines together', async () => {
    const { repo, calls } = memoryCart();
    const caller = callerWith(repo);
    const refused = await mergeGuestCart(caller, 'short', [{ productId: '404', quantity: 1 }]);
    expect(refused).toMatchObject({ ok: false, key: 'invalid_input' });
    expect(errorsOf(refused)).toEqual(['mergeKey:invalid_value', 'items.0.productId:not_found']);
    expect(await mergeGuestCart(caller, '3f0b8a52-4c1e-4d7a-9b1e', [{ productId: '32', quantity: 2 }])).toMatchObject({ ok: true, applied: true });
    expect(calls).toEqual([['mergeItems', 8, '3f0b8a52-4c1e-4d7a-9b1e', [{ productId: 32, quantity: 2 }]]]);
  });

  it('sets and removes one line, the product named before the quantity', async () => {
    const { repo, calls } = memoryCart();
    const caller = callerWith(repo);
    expect(errorsOf(await setCartQuantity(caller, '404', -1))).toEqual(['productId:not_found', 'quantity:invalid_number']);
    expect(errorsOf(await removeFromCart(caller, 'x'))).toEqual(['productId:invalid_value']);
    await setCartQuantity(caller, '31', 0);
    await removeFromCart(caller, '32');
    expect(calls).toEqual([['setQuantity', 8, 31, 0], ['setQuantity', 8, 32, 0]]);
  });

  it("empties the shopper's own cart only", async () => {
    const { repo, calls } = memoryCart();
    const caller = callerWith(repo);
    expect(errorsOf(await emptyCart(caller, '99'))).toEqual(['cartId:not_found']);
    expect(errorsOf(await emptyCart(caller, 'cart'))).toEqual(['cartId:invalid_value']);
    expect(await emptyCart(caller, '12')).toMatchObject({ ok: true, cart: { items: [] } });
    expect(calls).toEqual([['empty']]);
  });
});

describe('offers for a cart', () => {
  it("are the sellers' offers for the lines sent, or the signed-in shopper's cart", async () => {
    const { repo } = memoryCart([{ product: CATALOGUE.get(31)!, quantity: 2 }]);
    const guestOffers = await cartOffers(callerWith(repo, false), { items: [{ productId: '32', quantity: 1 }] });
    expect(guestOffers).toMatchObject({ cartId: null, offers: [{ sellerId: 4, itemTotal: 1, subTotalHalalas: 1300 }] });
    const own = await cartOffers(callerWith(repo), {});
    expect(own).toMatchObject({ cartId: '12', offers: [{ sellerId: 4, subTotalHalalas: 1300 }] });
    expect(own!.processId).not.toBe(guestOffers!.processId);
    expect(await cartOffers(callerWith(repo, false), {})).toBeNull();
  });

  it('refuse a wrong line, coordinate or method as input errors', async () => {
    const { repo } = memoryCart();
    await expect(cartOffers(callerWith(repo), { items: [{ productId: '31', quantity: 0 }] })).rejects.toBeInstanceOf(InputError);
    await expect(cartOffers(callerWith(repo), { coordinate: [200, 46] })).rejects.toBeInstanceOf(InputError);
    await expect(cartOffers(callerWith(repo), { shippingMethod: 'drone' })).rejects.toBeInstanceOf(InputError);
  });

  it('give the offer at a position, or say how many there were', async () => {
    const { repo } = memoryCart();
    const caller = callerWith(repo, false);
    const items = [{ productId: '31', quantity: 1 }];
    expect(await offerAt(caller, 0, { items })).toMatchObject({ ok: true, offer: { sellerId: 4 }, cartId: null });
    expect(await offerAt(caller, 1, { items })).toEqual({ ok: false, key: 'failed_to_update_suggestion', errors: [expect.objectContaining({ field: 'position', key: 'not_found' })], offerCount: 1 });
    expect(await offerAt(caller, 0, {})).toMatchObject({ ok: false, key: 'failed_to_update_suggestion', offerCount: 0 });
    expect(await offerAt(caller, -1, { items })).toMatchObject({ ok: false, key: 'invalid_input', offerCount: null });
    expect(errorsOf(await offerAt(caller, 0, { items, coordinate: [24.7] }))).toEqual(['coordinate:invalid_coordinate']);
    expect(errorsOf(await offerAt(caller, 0, { items: [{ productId: '404', quantity: 1 }] }))).toEqual(['items.0.productId:not_found']);
  });
});

describe('creating a checkout', () => {
  const request = { seller: '4', shippingMethod: '1', cartDetails: [{ productId: '31', quantity: 2 }] };

  it("recomputes the chosen seller's offer and stores it", async () => {
    const { repo, calls } = memoryCart();
    const created = await createCheckout(callerWith(repo), [request]);
    expect(created).toMatchObject({ ok: true, id: 77, token: 'tok-77', outOfStockAction: 'REPLACE', offer: { sellerId: 4, subTotalHalalas: 1300 } });
    expect(calls).toEqual([['createCheckout', expect.objectContaining({ userId: 8, cartId: 12, shippingMethodId: 1, outOfStockAction: 'REPLACE' })]]);
  });

  it('names what it refuses, one checkout at a time', async () => {
    const { repo, calls } = memoryCart();
    const caller = callerWith(repo);
    expect(errorsOf(await createCheckout(caller, [request, request]))).toEqual(['data:invalid_value']);
    expect(errorsOf(await createCheckout(caller, [{ ...request, seller: '0' }]))).toEqual(['data.0.seller:invalid_value']);
    expect(errorsOf(await createCheckout(caller, [{ ...request, shippingMethod: '9' }]))).toEqual(['data.0.shippingMethod:invalid_value']);
    expect(errorsOf(await createCheckout(caller, [{ ...request, cartDetails: [] }]))).toEqual(['data.0.cartDetails:field_required']);
    expect(errorsOf(await createCheckout(caller, [{ ...request, cartDetails: [{ productId: '31', quantity: -2 }] }]))).toEqual(['data.0.cartDetails.0.quantity:invalid_number']);
    expect(calls).toEqual([]);
  });
});
