import { STORAGE_KEYS } from '../cart-service/storage';
import { sellerOffer } from '../test/offers';
import { buildCheckoutPayload, selectedSuggestionCache } from './checkout-payload';
import { PREVIOUS_CHECKOUT_COOKIES, handOverToCheckout } from './handover';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const offer = sellerOffer({ sellerId: '4', processId: 'p-1' });
const data = buildCheckoutPayload({ offer, shippingMethod: { id: '1', name: 'delivery' }, scheduleTime: null, cartId: null, coordinate: [24.7136, 46.6753], outOfStockAction: 'REPLACE' });
const selected = selectedSuggestionCache(offer, 'REPLACE');
const guestCart = JSON.stringify({ cartItems: [], totalItems: 0, subtotal: 0, mergeKey: 'guest-cart-key-0123456789' });

const created = { success: true, key: 'checkout_created', message: 'Your checkout is ready.', arMessage: 'تم تجهيز طلبك للدفع.', checkout: { id: '31', token: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f' } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/** Answers the three calls of the hand-over; each can be replaced. */
function stubCalls(answers: { deleteCookie?: Answer; createCheckout?: Answer; updateCookie?: Answer } = {}) {
  const answer = (a: Answer | undefined, fallback: () => Response) => (a === undefined ? fallback() : typeof a === 'function' ? a() : a);
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/delete-cookie') return answer(answers.deleteCookie, () => json({ success: true }));
    if (url === '/graphql' && String(init?.body).includes('createCheckout')) return answer(answers.createCheckout, () => json({ data: { createCheckout: created } }));
    if (url === '/api/update-cookie') return answer(answers.updateCookie, () => json({ success: true }));
    throw new Error(`unexpected ${url}`);
  });
  stubGlobal('fetch', fetchMock);
  const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> }));
  return { fetchMock, calls };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.cartInfo, guestCart);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe('hand-over to checkout', () => {
  it('deletes the previous checkout, payment-details and card-token cookies before createCheckout, then stores the session', async () => {
    const { calls } = stubCalls();
    expect(await handOverToCheckout(data, selected)).toEqual({ ok: true });

    const [deleteCall, createCall, storeCall, ...rest] = calls();
    expect(rest).toEqual([]);
    expect(deleteCall).toEqual({ url: '/api/delete-cookie', body: { cookies: ['checkout_dts', 'p_dts', 'card_dts', 'card_tknz'] } });
    expect(PREVIOUS_CHECKOUT_COOKIES).toEqual(expect.arrayContaining(['checkout_dts', 'p_dts', 'card_tknz']));
    expect(createCall!.url).toBe('/graphql');
    expect(createCall!.body).toMatchObject({ query: expect.stringContaining('createCheckout(data: $data)'), variables: { data } });
    // spec §4 and §7: the checkout session cookie, unencrypted, expiring at 2147483647
    expect(storeCall).toEqual({
      url: '/api/update-cookie',
      body: { cookieType: 'checkout_dts', cookieData: { token: created.checkout.token, id: '31' }, shouldEncrypt: false, exp: 2147483647 },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartDetails)!)).toEqual(selected);
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each([
    ['answers an error', () => json({}, 500)],
    ['refuses', () => json({ success: false })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs a delete-cookie call that %s and still creates the checkout (spec §8: logged only)', async (_case, deleteCookie) => {
    const { calls } = stubCalls({ deleteCookie });
    expect(await handOverToCheckout(data, selected)).toEqual({ ok: true });
    expect(console.error).toHaveBeenCalledWith('failed to delete previous checkout session', expect.any(Error));
    expect(calls().map((c) => c.url)).toEqual(['/api/delete-cookie', '/graphql', '/api/update-cookie']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartDetails)!)).toEqual(selected);
  });

  it.each([
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers an HTTP error', () => json({}, 502)],
    ['answers GraphQL errors', () => json({ errors: [{ message: 'Something went wrong. Please try again.' }] })],
  ])('logs a createCheckout that %s, answers the translated error key and changes nothing else', async (_case, createCheckout) => {
    const { calls } = stubCalls({ createCheckout });
    expect(await handOverToCheckout(data, selected)).toEqual({ ok: false, errorKey: 'checkout_failed' });
    expect(console.error).toHaveBeenCalledWith('failed to create checkout session', expect.anything());
    // no session stored, no selection cached, the guest cart as it was
    expect(calls().map((c) => c.url)).toEqual(['/api/delete-cookie', '/graphql']);
    expect(localStorage.getItem(STORAGE_KEYS.cartDetails)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBe(guestCart);
  });

  it('passes on the server\'s reason in both languages when createCheckout is refused', async () => {
    const refused = { success: false, key: 'min_order_not_met', message: "The order is below this seller's minimum.", arMessage: 'الطلب أقل من الحد الأدنى لهذا المتجر.', checkout: null };
    const { calls } = stubCalls({ createCheckout: () => json({ data: { createCheckout: refused } }) });
    expect(await handOverToCheckout(data, selected)).toEqual({ ok: false, errorKey: 'checkout_failed', message: { en: refused.message, ar: refused.arMessage } });
    expect(console.error).toHaveBeenCalledWith('failed to create checkout session', refused.message);
    expect(calls().map((c) => c.url)).toEqual(['/api/delete-cookie', '/graphql']);
    expect(localStorage.getItem(STORAGE_KEYS.cartDetails)).toBeNull();
  });

  it('logs a session that could not be stored and does not go on', async () => {
    stubCalls({ updateCookie: () => json({ success: false }, 400) });
    expect(await handOverToCheckout(data, selected)).toEqual({ ok: false, errorKey: 'checkout_failed' });
    expect(console.error).toHaveBeenCalledWith('failed to create checkout session', expect.any(Error));
    expect(localStorage.getItem(STORAGE_KEYS.cartDetails)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartInfo)).toBe(guestCart);
  });
});
