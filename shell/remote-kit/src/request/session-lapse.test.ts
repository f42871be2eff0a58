// An answer the gateway marks `x-session-expired: 1` is reported on the page bus as `session:lapsed`,
// by the /api helper and by the GraphQL client alike, once per request, whether the request succeeded
// or failed; an answer without the mark reports nothing.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { getEventBus } from 'shared-events';
import { createGraphQLClient, resetGraphQLClients } from '../graphql/client';
import { stubFetch } from '../testing/stub-fetch';
import { resetTestBus } from '../testing/test-bus';
import { gatewayRequest } from './gateway-request';
import { reportSessionLapse, SESSION_EXPIRED_HEADER } from './session-lapse';

jest.mock('shared-events', () => jest.requireActual('../testing/test-bus').withTestBus(jest.requireActual('shared-events')));

const CARDS: TypedDocumentNode<{ getUserCards: { id: string }[] }, Record<string, never>> = gql`
  query TestCards {
    getUserCards {
      id
    }
  }
`;

const fetchMock = stubFetch();
const lapsed = { [SESSION_EXPIRED_HEADER]: '1' };
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function listen() {
  resetTestBus();
  const seen: unknown[] = [];
  // the page bus, as the code under test finds it
  getEventBus().subscribe('session:lapsed', (payload) => seen.push(payload));
  return seen;
}

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'ar', resources: {} });
});

afterEach(() => resetGraphQLClients());

describe('reportSessionLapse', () => {
  it('publishes only for the gateway mark, and says whether it did', async () => {
    const seen = listen();
    expect(reportSessionLapse(new Headers({ [SESSION_EXPIRED_HEADER]: '1' }), 'api')).toBe(true);
    expect(reportSessionLapse(new Headers({ [SESSION_EXPIRED_HEADER]: '0' }), 'api')).toBe(false);
    expect(reportSessionLapse(new Headers(), 'graphql')).toBe(false);
    expect(reportSessionLapse(undefined, 'graphql')).toBe(false);
    await waitFor(() => expect(seen).toEqual([{ source: 'api' }]));
  });
});

describe('the /api helper', () => {
  it('reports a lapsed session and still answers the body', async () => {
    const seen = listen();
    fetchMock.mockResolvedValue(json({ addressBook: [] }, 200, lapsed));
    await expect(gatewayRequest('/api/address')).resolves.toEqual({ addressBook: [] });
    await waitFor(() => expect(seen).toEqual([{ source: 'api' }]));
  });

  it('reports it on a refused answer too, which is still thrown', async () => {
    const seen = listen();
    fetchMock.mockResolvedValue(json({ success: false, key: 'unauthorized', message: 'Please sign in.', arMessage: 'يرجى تسجيل الدخول.' }, 401, lapsed));
    await expect(gatewayRequest('/api/cart/add-to-cart', { body: { items: [] } })).rejects.toMatchObject({ key: 'unauthorized' });
    await waitFor(() => expect(seen).toEqual([{ source: 'api' }]));
  });

  it('reports nothing for an answer without the mark', async () => {
    const seen = listen();
    fetchMock.mockResolvedValue(json({ cart: null }));
    await gatewayRequest('/api/cart');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
  });
});

describe('the GraphQL client', () => {
  it('reports a lapsed session once for an operation that ran as a guest', async () => {
    const seen = listen();
    fetchMock.mockResolvedValue(json({ data: { getUserCards: [] } }, 200, lapsed));
    const { data } = await createGraphQLClient({ domain: 'test-checkout', typePolicies: {} }).query({ query: CARDS, fetchPolicy: 'no-cache' });
    expect(data?.getUserCards).toEqual([]);
    await waitFor(() => expect(seen).toEqual([{ source: 'graphql' }]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toHaveLength(1);
  });

  it('reports it for an operation that failed, whose error still reaches the caller', async () => {
    const seen = listen();
    fetchMock.mockResolvedValue(json({ errors: [{ message: 'Please sign in.' }] }, 401, lapsed));
    await expect(createGraphQLClient({ domain: 'test-checkout', typePolicies: {} }).query({ query: CARDS, fetchPolicy: 'no-cache' })).rejects.toThrow();
    await waitFor(() => expect(seen).toEqual([{ source: 'graphql' }]));
  });

  it('reports nothing for an answer without the mark', async () => {
    const seen = listen();
    fetchMock.mockResolvedValue(json({ data: { getUserCards: [{ __typename: 'Card', id: '4' }] } }));
    await createGraphQLClient({ domain: 'test-checkout', typePolicies: {} }).query({ query: CARDS, fetchPolicy: 'no-cache' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
  });
});
