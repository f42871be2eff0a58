import { act, renderHook, waitFor } from '@testing-library/react';
import React from 'react';
import { initTestI18n } from '../test-utils';
import { CatalogPopularBrandsDocument, CatalogRailByCategoryDocument } from '../generated/light/graphql';
import { clearLightCache, useLightQuery } from './light-query';
import { getEventBus } from 'shared-events';
import { RequestError } from 'remote-kit';
import { resetTestBus, stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

jest.mock('shared-events', () => jest.requireActual('remote-kit/testing').withTestBus(jest.requireActual('shared-events')));

/** The API answers brand "1" at once, then a second question when the test says so. */
function answerOnceThenWhenTold() {
  let resolve!: (response: Response) => void;
  stubGlobal(
    'fetch',
    jest
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { popularBrands: [{ id: '1' }] } }), { status: 200 }))
      .mockReturnValueOnce(new Promise<Response>((done) => (resolve = done))),
  );
  return { second: (response: Response) => resolve(response) };
}

describe('useLightQuery', () => {
  beforeEach(async () => {
    await initTestI18n('en');
    clearLightCache();
  });

  it('posts the generated document as text with the API key and language, and answers later readers from its cache', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify({ data: { popularBrands: [] } }), { status: 200 }));
    stubGlobal('fetch', fetchMock);
    const first = renderHook(() => useLightQuery(CatalogPopularBrandsDocument, { first: 2 }));
    await waitFor(() => expect(first.result.current.data).toEqual({ popularBrands: [] }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.headers).toMatchObject({ 'x-api-key': 'storefront-public-key', lang: 'en' });
    const body = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    // named as the GraphQL client names its operations
    expect(body).toEqual({ operationName: 'CatalogPopularBrands', query: CatalogPopularBrandsDocument.toString(), variables: { first: 2 } });
    expect(body.query).toMatch(/^\s*query CatalogPopularBrands\(\$first: Int\)/);

    const again = renderHook(() => useLightQuery(CatalogPopularBrandsDocument, { first: 2 }));
    expect(again.result.current.data).toEqual({ popularBrands: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unstubAllGlobals();
  });

  it('answers a question that differs only in the role from its cache when a coordinate is sent, and asks when none is', async () => {
    const answer = { productsByCategorySlug: { edges: [] } };
    const fetchMock = jest.fn().mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ data: answer }), { status: 200 })));
    stubGlobal('fetch', fetchMock);
    const asked = { slug: 'milk', coordinate: [24.71, 46.67], first: 8 };
    const guest = renderHook(() => useLightQuery(CatalogRailByCategoryDocument, { ...asked, role: 'GUEST' }));
    await waitFor(() => expect(guest.result.current.data).toEqual(answer));

    // signed in, at the same point: the same answer, at once and without a request
    const user = renderHook(() => useLightQuery(CatalogRailByCategoryDocument, { ...asked, role: 'USER' }));
    expect(user.result.current.data).toBe(guest.result.current.data);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // without a coordinate the API places a USER at their own address: asked anew, with the role sent
    const placed = renderHook(() => useLightQuery(CatalogRailByCategoryDocument, { slug: 'milk', first: 8, role: 'USER' }));
    await waitFor(() => expect(placed.result.current.data).toEqual(answer));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const body = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)) as { variables: unknown };
    expect(body.variables).toEqual({ slug: 'milk', first: 8, role: 'USER' });
    unstubAllGlobals();
  });

  it("reports a failed request as the API's error, with its field errors, and asks again on retry", async () => {
    const refused = { message: 'Some fields need attention.', extensions: { key: 'invalid_input', arMessage: 'بعض الحقول تحتاج إلى مراجعة.', fieldErrors: [{ field: 'slug', key: 'not_found' }] } };
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ errors: [refused], data: null }), { status: 400 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { popularBrands: [] } }), { status: 200 }));
    stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useLightQuery(CatalogPopularBrandsDocument, { first: 3 }));
    expect(result.current).toMatchObject({ loading: true, error: null, data: undefined });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(RequestError));
    expect(result.current.error).toMatchObject({ key: 'invalid_input', status: 400, fieldErrors: [{ field: 'slug', key: 'not_found' }] });
    expect(result.current).toMatchObject({ loading: false, data: undefined });

    // a failure is not kept: the retry asks again, and is loading until it answers
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ loading: true, error: null });
    await waitFor(() => expect(result.current.data).toEqual({ popularBrands: [] }));
    expect(result.current).toMatchObject({ loading: false, error: null, stale: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unstubAllGlobals();
  });

  it('reports an answer that is not GraphQL (a gateway failure) as a failed operation', async () => {
    stubGlobal('fetch', jest.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    const { result } = renderHook(() => useLightQuery(CatalogPopularBrandsDocument, { first: 6 }));
    await waitFor(() => expect(result.current.error).toMatchObject({ key: 'operation_failed', status: 502, fieldErrors: [] }));
    unstubAllGlobals();
  });

  it('keeps the last answer on screen, marked stale, while new variables load', async () => {
    const answer = answerOnceThenWhenTold();
    const { result, rerender } = renderHook(({ first }) => useLightQuery(CatalogPopularBrandsDocument, { first }), { initialProps: { first: 7 } });
    await waitFor(() => expect(result.current.data).toEqual({ popularBrands: [{ id: '1' }] }));
    rerender({ first: 8 });
    expect(result.current).toMatchObject({ data: { popularBrands: [{ id: '1' }] }, stale: true, loading: true });
    await act(async () => answer.second(new Response(JSON.stringify({ data: { popularBrands: [{ id: '2' }] } }), { status: 200 })));
    await waitFor(() => expect(result.current).toMatchObject({ data: { popularBrands: [{ id: '2' }] }, stale: false, loading: false }));
    unstubAllGlobals();
  });

  it('renders a first answer as a transition, and an answer that replaces another at once', async () => {
    const answer = answerOnceThenWhenTold();
    const transitions = jest.spyOn(React, 'startTransition');
    try {
      const { result, rerender } = renderHook(({ first }) => useLightQuery(CatalogPopularBrandsDocument, { first }), { initialProps: { first: 7 } });
      await waitFor(() => expect(result.current.data).toEqual({ popularBrands: [{ id: '1' }] }));
      expect(transitions).toHaveBeenCalledTimes(1);
      rerender({ first: 8 });
      await act(async () => answer.second(new Response(JSON.stringify({ data: { popularBrands: [{ id: '2' }] } }), { status: 200 })));
      await waitFor(() => expect(result.current.data).toEqual({ popularBrands: [{ id: '2' }] }));
      expect(transitions).toHaveBeenCalledTimes(1);
    } finally {
      transitions.mockRestore();
      unstubAllGlobals();
    }
  });

  it('reports a session that lapsed on the way, so the shell can say so at once', async () => {
    resetTestBus();
    const seen: unknown[] = [];
    getEventBus().subscribe('session:lapsed', (payload) => seen.push(payload));
    const answer = new Response(JSON.stringify({ data: { popularBrands: [] } }), { status: 200, headers: { 'x-session-expired': '1' } });
    stubGlobal('fetch', jest.fn().mockResolvedValue(answer));
    const { result } = renderHook(() => useLightQuery(CatalogPopularBrandsDocument, { first: 4 }));
    await waitFor(() => expect(result.current.data).toEqual({ popularBrands: [] }));
    await waitFor(() => expect(seen).toEqual([{ source: 'graphql' }]));

    // an ordinary answer reports nothing
    stubGlobal('fetch', jest.fn().mockResolvedValue(new Response(JSON.stringify({ data: { popularBrands: [] } }), { status: 200 })));
    const plain = renderHook(() => useLightQuery(CatalogPopularBrandsDocument, { first: 5 }));
    await waitFor(() => expect(plain.result.current.data).toEqual({ popularBrands: [] }));
    expect(seen).toHaveLength(1);
    unstubAllGlobals();
  });
});
