import { waitFor } from '@testing-library/react';
import { getEventBus, type ProductSummary } from 'shared-events';
import { cartService, resetCartServiceForTests } from './cart-store';
import { STORAGE_KEYS } from './storage';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const tea: ProductSummary = { id: 21, slug: 'tea', name: 'Tea', arName: 'شاي', image: '', sellingPrice: 1200, price: 1200, maxOrder: 6, stockAvailable: true };
const laban: ProductSummary = { id: 22, slug: 'laban', name: 'Laban', arName: 'لبن', image: '', sellingPrice: 450, price: 450, maxOrder: 10, stockAvailable: true };

type ServerLine = [product: ProductSummary, quantity: number, available?: boolean];

function rawCart(lines: ServerLine[], cartSugId: string | null = null) {
  return {
    id: '77',
    currency: 'SAR',
    subTotalHalalas: lines.reduce((s, [p, q]) => s + q * p.sellingPrice, 0),
    cartSugId,
    cartItem: lines.map(([p, quantity, available = true]) => ({
      quantity,
      product: { id: String(p.id), slug: p.slug, name: p.name, arName: p.arName, image: null, priceHalalas: p.price, sellingPriceHalalas: p.sellingPrice, maxOrder: p.maxOrder, available },
    })),
  };
}

/** What the gateway's /api/cart answers. */
const cartBody = (lines: ServerLine[], cartSugId: string | null = null) => ({ cart: rawCart(lines, cartSugId) });
/** A successful mutation answer (add-to-cart route, updateCartQuantity). */
const okResult = (lines: ServerLine[], cartSugId: string | null = null) => ({ success: true, key: 'cart_updated', cart: rawCart(lines, cartSugId) });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => handler(url, init));
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sara = { userId: '5', firstName: 'Sara', lastName: 'A', fullName: 'Sara A', language: 'AR' } as const;
const signIn = () => getEventBus().publish('session:changed', { status: 'user', user: sara });

const isQuantityUpdate = (url: string, init?: RequestInit) => url === '/graphql' && String(init?.body).includes('updateCartQuantity');

const stops: (() => void)[] = [];
/** Starts the page's cart service; afterEach stops it, so an old instance never answers a later test's session. */
function startService(authenticated: boolean) {
  const service = cartService();
  stops.push(service.start({ authenticated }));
  return service;
}

/** A logged-in shopper whose server cart holds `lines`; `handler` answers everything after the first fetch. */
async function loggedInWith(lines: ServerLine[], handler: Handler, cartSugId: string | null = null) {
  let loaded = false;
  const fetchMock = stubFetch((url, init) => {
    if (!loaded && url === '/api/cart') {
      loaded = true;
      return json(cartBody(lines, cartSugId));
    }
    return handler(url, init);
  });
  signIn();
  const service = startService(true);
  await service.settled();
  return { service, fetchMock };
}

const storedAlert = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cartAlert) ?? 'null') as unknown;
const storedMergeKey = () => (JSON.parse(localStorage.getItem(STORAGE_KEYS.cartInfo) ?? 'null') as { mergeKey?: string } | null)?.mergeKey;

beforeEach(() => {
  localStorage.clear();
  resetCartServiceForTests();
  // session:changed replays its latest value: each test starts from a guest
  getEventBus().publish('session:changed', { status: 'guest' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  for (const stop of stops.splice(0)) stop();
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe('cart service at login', () => {
  it('merges the guest cart into the server cart under its merge key and forgets the guest copy', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/cart/merge') {
        expect(JSON.parse(String(init?.body))).toEqual({ mergeKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/), items: [{ productId: 21, quantity: 2 }] });
        return json(okResult([[tea, 5]]));
      }
      throw new Error(`unexpected ${url}`);
    });
    const service = startService(false);
    await service.setQuantity(tea, 2);
    const mergeKey = storedMergeKey();
    signIn();
    await service.settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).mergeKey).toBe(mergeKey);
    expect(service.getState()).toMatchObject({ mode: 'user', cartId: '77', subtotal: 6000 });
    expect(service.getState().lines[0]).toMatchObject({ productId: 21, quantity: 5 });
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBeNull();
    expect(getEventBus().latest('cart:updated')).toEqual({ count: 1, subtotal: 6000, currency: 'SAR' });
  });

  it('keeps working from the server when a logged-in update fails', async () => {
    let calls = 0;
    stubFetch((url) => {
      calls += 1;
      if (url === '/api/cart') return json(cartBody([[tea, 1]]));
      return new Response('{}', { status: 502 });
    });
    signIn();
    const service = startService(true);
    await service.settled();
    await service.setQuantity(tea, 3);
    await service.settled();
    expect(calls).toBe(3);
    expect(service.getState().lines[0]).toMatchObject({ quantity: 1 });
    expect(service.getState().error).toEqual({ key: 'cart_error_update', productId: 21 });
  });
});

describe('cart alert (cartAlert)', () => {
  it('records a merge with the account cart and a product the server dropped, and keeps it across a reload', async () => {
    stubFetch((url) => {
      // the account already held 3 teas; laban is no longer sold, so the server skipped it
      if (url === '/api/cart/merge') return json(okResult([[tea, 5]]));
      throw new Error(`unexpected ${url}`);
    });
    const service = startService(false);
    await service.setQuantity(tea, 2);
    await service.setQuantity(laban, 1);
    signIn();
    await service.settled();
    const expected = { merged: true, changes: [{ productId: 22, name: 'Laban', arName: 'لبن', kind: 'removed', quantity: 0 }] };
    expect(service.getState().alert).toEqual(expected);
    expect(storedAlert()).toEqual(expected);

    resetCartServiceForTests();
    expect(cartService().getState().alert).toEqual(expected);
    cartService().dismissAlert();
    expect(cartService().getState().alert).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
  });

  it('says nothing when the merged cart is exactly the guest cart', async () => {
    stubFetch(() => json(okResult([[tea, 2]])));
    const service = startService(false);
    await service.setQuantity(tea, 2);
    signIn();
    await service.settled();
    expect(service.getState().alert).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
  });

  it('records a quantity the server lowered and a product that went out of stock', async () => {
    const { service } = await loggedInWith([[tea, 1]], (url, init) => {
      if (isQuantityUpdate(url, init)) return json({ data: { updateCartQuantity: okResult([[tea, 4]]) } });
      if (url === '/api/cart/add-to-cart') return json(okResult([[tea, 4], [laban, 2, false]]));
      throw new Error(`unexpected ${url}`);
    });
    await service.setQuantity(tea, 6);
    await service.setQuantity(laban, 2);
    expect(service.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([
      [21, 4],
      [22, 2],
    ]);
    expect(storedAlert()).toEqual({
      merged: false,
      changes: [
        { productId: 21, name: 'Tea', arName: 'شاي', kind: 'capped', quantity: 4 },
        { productId: 22, name: 'Laban', arName: 'لبن', kind: 'unavailable', quantity: 2 },
      ],
    });
  });

  it('forgets a product the shopper changes again, and the whole alert when they empty the cart', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cartAlert,
      JSON.stringify({ merged: true, changes: [{ productId: 21, name: 'Tea', arName: 'شاي', kind: 'capped', quantity: 4 }] }),
    );
    const { service, fetchMock } = await loggedInWith([[tea, 4]], (url, init) => {
      if (isQuantityUpdate(url, init)) return json({ data: { updateCartQuantity: okResult([[tea, 3]]) } });
      if (url === '/api/cart/empty-cart') return json({ success: true, key: 'cart_updated', cart: rawCart([]) });
      throw new Error(`unexpected ${url}`);
    });
    await service.setQuantity(tea, 3);
    expect(storedAlert()).toEqual({ merged: true, changes: [] });
    await service.empty();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/cart/empty-cart', expect.objectContaining({ body: JSON.stringify({ cartId: '77' }) }));
    expect(service.getState().alert).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
  });

  it('is not lost when the cart first shows an empty guest cart before the session is known', () => {
    const alert = { merged: false, changes: [{ productId: 22, name: 'Laban', arName: 'لبن', kind: 'removed', quantity: 0 }] };
    localStorage.setItem(STORAGE_KEYS.cartAlert, JSON.stringify(alert));
    const service = startService(false);
    expect(service.getState().alert).toEqual(alert);
    expect(storedAlert()).toEqual(alert);
  });
});

describe('refused server changes keep the cart as it was', () => {
  it('does not empty the cart when updateCartQuantity answers success:false and no cart (session ended)', async () => {
    const { service } = await loggedInWith([[tea, 1]], (url, init) => {
      if (isQuantityUpdate(url, init)) return json({ data: { updateCartQuantity: { success: false, key: 'unauthorized', message: 'Please sign in.', arMessage: 'يرجى تسجيل الدخول.', cart: null } } });
      // the session is gone, so the cart route has no cart to give either
      if (url === '/api/cart') return json({ cart: null });
      throw new Error(`unexpected ${url}`);
    });
    await service.setQuantity(tea, 3);
    expect(service.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([[21, 1]]);
    expect(service.getState()).toMatchObject({ subtotal: 1200, cartId: '77', error: { key: 'cart_error_session', productId: 21 } });
    expect(getEventBus().latest('cart:updated')).toEqual({ count: 1, subtotal: 1200, currency: 'SAR' });
  });

  it('keeps the line when removing it is refused', async () => {
    const { service } = await loggedInWith([[tea, 2]], (url, init) => {
      if (isQuantityUpdate(url, init)) return json({ data: { updateCartQuantity: { success: false, key: 'operation_failed', cart: null } } });
      if (url === '/api/cart') return new Response('{}', { status: 503 });
      throw new Error(`unexpected ${url}`);
    });
    await service.remove(21);
    expect(service.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([[21, 2]]);
    expect(service.getState().error).toEqual({ key: 'cart_error_update', productId: 21 });
  });

  it('does not add the line when the add-to-cart route answers 401', async () => {
    const { service } = await loggedInWith([[tea, 1]], (url) => {
      if (url === '/api/cart/add-to-cart') return json({ success: false, key: 'unauthorized', cart: null }, 401);
      if (url === '/api/cart') return json({ cart: null });
      throw new Error(`unexpected ${url}`);
    });
    await service.setQuantity(laban, 1);
    expect(service.getState().lines.map((l) => l.productId)).toEqual([21]);
    expect(service.getState().error).toEqual({ key: 'cart_error_session', productId: 22 });
  });

  it('does not take an add-to-cart answer without success as the cart', async () => {
    const { service } = await loggedInWith([[tea, 1]], (url) => {
      if (url === '/api/cart/add-to-cart') return json({ success: false, key: 'invalid_input', cart: null });
      if (url === '/api/cart') return json(cartBody([[tea, 1]]));
      throw new Error(`unexpected ${url}`);
    });
    await service.setQuantity(laban, 1);
    expect(service.getState().lines.map((l) => l.productId)).toEqual([21]);
    expect(service.getState().error).toEqual({ key: 'cart_error_update', productId: 22 });
  });

  it('brings the lines back and rethrows when emptying is refused', async () => {
    const { service } = await loggedInWith([[tea, 2]], (url) => {
      if (url === '/api/cart/empty-cart') return json({ success: false, key: 'operation_failed', cart: null }, 400);
      if (url === '/api/cart') return json(cartBody([[tea, 2]]));
      throw new Error(`unexpected ${url}`);
    });
    await expect(service.empty()).rejects.toThrow(/empty-cart answered 400/);
    expect(service.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([[21, 2]]);
    expect(service.getState().error).toEqual({ key: 'cart_error_empty', productId: null });
  });

  it('clears the error once a later change succeeds, or when dismissed', async () => {
    let refuse = true;
    const { service } = await loggedInWith([[tea, 1]], (url, init) => {
      if (isQuantityUpdate(url, init)) return refuse ? new Response('{}', { status: 502 }) : json({ data: { updateCartQuantity: okResult([[tea, 2]]) } });
      if (url === '/api/cart') return json(cartBody([[tea, 1]]));
      throw new Error(`unexpected ${url}`);
    });
    await service.setQuantity(tea, 2);
    expect(service.getState().error).not.toBeNull();
    service.dismissError();
    expect(service.getState().error).toBeNull();
    await service.setQuantity(tea, 3);
    refuse = false;
    await service.setQuantity(tea, 2);
    expect(service.getState().error).toBeNull();
    expect(service.getState().lines[0]).toMatchObject({ quantity: 2 });
  });

  it('shows a load error, not an empty cart, when the saved cart cannot be read at login', async () => {
    stubFetch(() => json({ cart: null }));
    signIn();
    const service = startService(true);
    await service.settled();
    expect(service.getState()).toMatchObject({ cartFetchStatus: 'rejected', error: { key: 'cart_error_session', productId: null } });
  });
});

describe('cart process from the server cart (cartSugId)', () => {
  it('takes cartSugId as the process id with requiresUpdate=false, and marks it for update when the cart changes', async () => {
    let answer: (value: Response) => void = () => undefined;
    const { service } = await loggedInWith(
      [[tea, 1]],
      (url, init) => {
        if (isQuantityUpdate(url, init)) return new Promise<Response>((resolve) => (answer = resolve));
        throw new Error(`unexpected ${url}`);
      },
      'sug-1',
    );
    expect(service.getState()).toMatchObject({ processId: 'sug-1', requiresUpdate: false });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartProcess)!)).toEqual({ processId: 'sug-1', requiresUpdate: false });

    const pending = service.setQuantity(tea, 2);
    expect(service.getState()).toMatchObject({ processId: 'sug-1', requiresUpdate: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartProcess)!)).toEqual({ processId: 'sug-1', requiresUpdate: true });

    // the server's answer carries the process of the changed cart
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer(json({ data: { updateCartQuantity: okResult([[tea, 2]], 'sug-2') } }));
    await pending;
    expect(service.getState()).toMatchObject({ processId: 'sug-2', requiresUpdate: false });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartProcess)!)).toEqual({ processId: 'sug-2', requiresUpdate: false });
  });
});

/**
 * The account's cart on a pretend server that, like the API, applies each merge key once: quantities
 * added and capped at the max order, a repeated key answered with the cart as it is.
 */
function mergeServer(start: ServerLine[]) {
  const held = new Map(start.map(([product, quantity]) => [product.id, { product, quantity }]));
  const applied = new Set<string>();
  const requests: { mergeKey: string; items: { productId: number; quantity: number }[] }[] = [];
  const known = new Map([tea, laban].map((p) => [p.id, p]));
  return {
    requests,
    /** Handles one POST /api/cart/merge body and returns the route's answer. */
    merge(body: string): unknown {
      const request = JSON.parse(body) as (typeof requests)[number];
      requests.push(request);
      if (!applied.has(request.mergeKey)) {
        applied.add(request.mergeKey);
        for (const { productId, quantity } of request.items) {
          const product = known.get(productId)!;
          const line = held.get(productId) ?? { product, quantity: 0 };
          held.set(productId, { product, quantity: Math.min(line.quantity + quantity, product.maxOrder) });
        }
      }
      return okResult([...held.values()].map((l): ServerLine => [l.product, l.quantity]));
    },
  };
}

const quantitiesOf = (service: ReturnType<typeof cartService>) => service.getState().lines.map((l) => [l.productId, l.quantity]);

describe('merge at login happens once per guest cart', () => {
  it('retries a merge whose answer was lost with the same key, and adds the guest quantities once', async () => {
    const server = mergeServer([[tea, 1]]);
    let lost = 1;
    stubFetch((url, init) => {
      if (url !== '/api/cart/merge') throw new Error(`unexpected ${url}`);
      const answer = server.merge(String(init?.body));
      // the server merged, but the answer never reached the browser
      if (lost-- > 0) throw new TypeError('Failed to fetch');
      return json(answer);
    });
    const service = startService(false);
    await service.setQuantity(tea, 2);
    await service.setQuantity(laban, 3);
    const mergeKey = storedMergeKey();
    expect(mergeKey).toEqual(expect.any(String));

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    signIn();
    const done = service.settled();
    await jest.runAllTimersAsync();
    await done;

    expect(server.requests.map((r) => r.mergeKey)).toEqual([mergeKey, mergeKey]);
    expect(quantitiesOf(service)).toEqual([
      [21, 3],
      [22, 3],
    ]);
    expect(service.getState()).toMatchObject({ mode: 'user', cartFetchStatus: 'fulfilled', error: null });
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBeNull();
  });

  it('keeps the guest cart and its key when every try failed, and a later login merges it without doubling', async () => {
    const server = mergeServer([[tea, 1]]);
    let failing = true;
    const fetchMock = stubFetch((url, init) => {
      if (url !== '/api/cart/merge') throw new Error(`unexpected ${url}`);
      const answer = server.merge(String(init?.body));
      // the first try is applied; its answer and those of both retries are lost to a failing proxy
      return failing ? new Response('{}', { status: 502 }) : json(answer);
    });
    const service = startService(false);
    await service.setQuantity(tea, 2);
    const mergeKey = storedMergeKey();

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    signIn();
    const done = service.settled();
    await jest.runAllTimersAsync();
    await done;
    jest.useRealTimers();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(service.getState()).toMatchObject({ cartFetchStatus: 'rejected', error: { key: 'cart_error_load', productId: null } });
    expect(storedMergeKey()).toBe(mergeKey);

    // the shopper reloads the page, still signed in
    failing = false;
    for (const stop of stops.splice(0)) stop();
    resetCartServiceForTests();
    const reloaded = startService(true);
    await reloaded.settled();
    expect(server.requests.map((r) => r.mergeKey)).toEqual([mergeKey, mergeKey, mergeKey, mergeKey]);
    expect(quantitiesOf(reloaded)).toEqual([[21, 3]]);
    expect(reloaded.getState()).toMatchObject({ cartFetchStatus: 'fulfilled', error: null });
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBeNull();
  });

  it('does not retry a merge the server refused', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/cart/merge') return json({ success: false, key: 'unauthorized', cart: null }, 401);
      throw new Error(`unexpected ${url}`);
    });
    const service = startService(false);
    await service.setQuantity(tea, 2);
    signIn();
    await service.settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(service.getState()).toMatchObject({ cartFetchStatus: 'rejected', error: { key: 'cart_error_session' } });
    expect(storedMergeKey()).toEqual(expect.any(String));
  });

  it('merges the rest under the same key when a guest product no longer exists, and says it was removed', async () => {
    const ghost: ProductSummary = { ...laban, id: 999, slug: 'ghost', name: 'Old tea', arName: 'شاي قديم' };
    const server = mergeServer([]);
    stubFetch((url, init) => {
      if (url !== '/api/cart/merge') throw new Error(`unexpected ${url}`);
      const body = JSON.parse(String(init?.body)) as { items: { productId: number }[] };
      const index = body.items.findIndex((i) => i.productId === ghost.id);
      if (index >= 0) {
        const error = { field: `items.${index}.productId`, key: 'not_found', message: 'Not found.', arMessage: 'غير موجود.' };
        return json({ success: false, key: 'invalid_input', errors: [error], cart: null }, 400);
      }
      return json(server.merge(String(init?.body)));
    });
    const service = startService(false);
    await service.setQuantity(ghost, 1);
    await service.setQuantity(tea, 2);
    const mergeKey = storedMergeKey();
    signIn();
    await service.settled();
    expect(server.requests).toEqual([{ mergeKey, items: [{ productId: 21, quantity: 2 }] }]);
    expect(quantitiesOf(service)).toEqual([[21, 2]]);
    expect(service.getState().alert).toEqual({ merged: false, changes: [{ productId: 999, name: 'Old tea', arName: 'شاي قديم', kind: 'removed', quantity: 0 }] });
  });
});
