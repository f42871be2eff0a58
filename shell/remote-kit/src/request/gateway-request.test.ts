import i18next from 'i18next';
import { stubFetch } from '../testing/stub-fetch';
import { gatewayRequest } from './gateway-request';
import { RequestError, requireSuccess } from './request-error';

const fetchMock = stubFetch();

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

async function failureOf(request: Promise<unknown>): Promise<RequestError> {
  const error: unknown = await request.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RequestError)) throw new Error(`expected a RequestError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'ar', resources: {} });
});

describe('gatewayRequest', () => {
  it('reads a route on the same origin with the session cookie, in the page language', async () => {
    await i18next.changeLanguage('en');
    fetchMock.mockResolvedValue(json({ addressBook: [] }));
    await expect(gatewayRequest<{ addressBook: unknown[] }>('/api/address')).resolves.toEqual({ addressBook: [] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/address');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', mode: 'same-origin', headers: { accept: 'application/json', lang: 'en' } });
    expect(init.body).toBeUndefined();
  });

  it('posts a body as JSON, in the language asked for', async () => {
    await i18next.changeLanguage('en');
    fetchMock.mockResolvedValue(json({ success: true }));
    await gatewayRequest('/api/cart/empty-cart', { body: { cartId: '40' }, language: 'ar', keepalive: true });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json', lang: 'ar' } });
    expect(JSON.parse(String(init.body))).toEqual({ cartId: '40' });
  });

  it('sends nothing anywhere but the gateway routes', async () => {
    await expect(gatewayRequest('https://elsewhere.example/api/user' as never)).rejects.toThrow(TypeError);
    await expect(gatewayRequest('/graphql' as never)).rejects.toThrow(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws a refused answer with its key, texts, field errors and the seconds to wait', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          key: 'invalid_input',
          message: 'Some fields need attention.',
          arMessage: 'بعض الحقول تحتاج إلى مراجعة.',
          errors: [{ field: 'items.1.productId', key: 'not_found', message: 'Not found.', arMessage: 'غير موجود.' }, { field: 'bad' }],
        },
        400,
        { 'retry-after': '30' },
      ),
    );
    const error = await failureOf(gatewayRequest('/api/cart/merge', { body: { items: [] } }));
    expect(error).toMatchObject({ status: 400, key: 'invalid_input', retryAfter: 30, unauthorized: false });
    expect(error.fieldErrors).toEqual([{ field: 'items.1.productId', key: 'not_found', texts: { en: 'Not found.', ar: 'غير موجود.' } }]);
    expect(error.textIn('ar')).toBe('بعض الحقول تحتاج إلى مراجعة.');
  });

  it('reads an ended session from its status, even when the body names nothing', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    const error = await failureOf(gatewayRequest('/api/cart'));
    expect(error).toMatchObject({ status: 401, key: 'unauthorized', unauthorized: true, texts: null });
  });

  it.each([
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), null],
    ['an HTML error page', () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })), 502],
    ['a success that is not JSON', () => Promise.resolve(new Response('OK', { status: 200 })), 200],
  ] as const)('throws operation_failed for %s', async (_case, answer, status) => {
    fetchMock.mockImplementation(answer);
    const error = await failureOf(gatewayRequest('/api/user'));
    expect(error).toMatchObject({ key: 'operation_failed', status });
  });
});

describe('requireSuccess', () => {
  it('passes a successful result and throws a refusal with its key', () => {
    const ok = { success: true, key: 'cart_updated' };
    expect(requireSuccess(ok)).toBe(ok);
    expect(() => requireSuccess({ success: false, key: 'unauthorized' })).toThrow(expect.objectContaining({ key: 'unauthorized', unauthorized: true }));
    expect(() => requireSuccess(null)).toThrow(expect.objectContaining({ key: 'operation_failed' }));
  });
});
