import { renderHook, waitFor } from '@testing-library/react';
import { initTestI18n } from '../test-utils';
import { clearLightCache, useLightQuery } from './light-query';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

describe('useLightQuery', () => {
  beforeEach(async () => {
    await initTestI18n('en');
    clearLightCache();
  });

  it('posts the query with the API key and language, and answers later readers from its cache', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify({ data: { popularBrands: [] } }), { status: 200 }));
    stubGlobal('fetch', fetchMock);
    const first = renderHook(() => useLightQuery<{ popularBrands: unknown[] }>('{ popularBrands { id } }', { first: 2 }));
    await waitFor(() => expect(first.result.current.data).toEqual({ popularBrands: [] }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.headers).toMatchObject({ 'x-api-key': 'storefront-public-key', lang: 'en' });
    expect(JSON.parse(String(init.body))).toEqual({ query: '{ popularBrands { id } }', variables: { first: 2 } });

    const again = renderHook(() => useLightQuery('{ popularBrands { id } }', { first: 2 }));
    expect(again.result.current.data).toEqual({ popularBrands: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unstubAllGlobals();
  });

  it('reports a failed request', async () => {
    stubGlobal('fetch', jest.fn().mockResolvedValue(new Response(JSON.stringify({ errors: [{ message: 'nope' }], data: null }), { status: 400 })));
    const { result } = renderHook(() => useLightQuery('{ broken }', {}));
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current.data).toBeUndefined();
    unstubAllGlobals();
  });
});
