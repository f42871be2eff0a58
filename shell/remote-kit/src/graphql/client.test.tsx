import { CombinedGraphQLErrors, gql, ServerError, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createRemoteApp, type AreaProps } from '../create-remote-app';
import { resourceLoadersOf } from '../testing/i18n';
import { stubFetch } from '../testing/stub-fetch';
import { RequestError } from '../request/request-error';
import type { CachePolicy } from './cache-policy';
import { createGraphQLClient, graphQLClient, resetGraphQLClients } from './client';
import { GraphQLBoundary } from './graphql-boundary';
import { callGraphQL, loadGraphQLClient } from './load-client';
import { toRequestError } from './request-error-of';

// A document of the test's own: remote-kit has no operations of its own to generate.
const BRANDS: TypedDocumentNode<{ popularBrands: { id: string; name: string }[] }, { first: number }> = gql`
  query TestPopularBrands($first: Int) {
    popularBrands(first: $first) {
      id
      name
    }
  }
`;

const catalogPolicy: CachePolicy = { domain: 'test-catalog', typePolicies: { Brand: { keyFields: ['id'] } } };

const fetchMock = stubFetch();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const brands = [{ __typename: 'Brand', id: '1', name: 'Almarai' }];

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'ar', resources: {}, react: { useSuspense: false } });
});

afterEach(() => resetGraphQLClients());

describe('the GraphQL client', () => {
  it('posts to the web origin with the API key, the session cookie and the page language', async () => {
    await i18next.changeLanguage('en');
    fetchMock.mockResolvedValue(json({ data: { popularBrands: brands } }));
    const { data } = await createGraphQLClient(catalogPolicy).query({ query: BRANDS, variables: { first: 2 } });
    expect(data?.popularBrands).toEqual(brands);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init.headers).get('x-api-key')).toBe('storefront-public-key');
    expect(new Headers(init.headers).get('lang')).toBe('en');
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'TestPopularBrands', variables: { first: 2 } });
  });

  it('is one client per domain on the page, whichever way it is asked for, with the domain\'s cache policy', async () => {
    const client = graphQLClient(catalogPolicy);
    expect(await loadGraphQLClient(catalogPolicy)).toBe(client);
    expect(graphQLClient({ domain: 'test-cart', typePolicies: {} })).not.toBe(client);
    expect(client.cache.identify({ __typename: 'Brand', id: '7' })).toBe('Brand:{"id":"7"}');
  });

  it('runs calls from outside React on the domain\'s client, their failures as RequestErrors', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { popularBrands: brands } }));
    const data = await callGraphQL(catalogPolicy, async (client) => (await client.query({ query: BRANDS, variables: { first: 1 } })).data);
    expect(data?.popularBrands).toEqual(brands);
    expect(graphQLClient(catalogPolicy).cache.extract()).toHaveProperty(['Brand:{"id":"1"}']);

    fetchMock.mockResolvedValueOnce(json({ errors: [{ message: 'Please sign in.', extensions: { key: 'unauthorized' } }], data: null }));
    const failure = await callGraphQL(catalogPolicy, (client) => client.query({ query: BRANDS, variables: { first: 3 } })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ key: 'unauthorized', unauthorized: true });
  });

  it('gives the pages inside a GraphQLBoundary the remote\'s client', async () => {
    await i18next.changeLanguage('ar');
    fetchMock.mockResolvedValue(json({ data: { popularBrands: brands } }));
    function BrandsPage() {
      const { data } = useQuery(BRANDS, { variables: { first: 1 } });
      return <h1>{data ? data.popularBrands[0]!.name : '…'}</h1>;
    }
    const app = createRemoteApp({
      name: 'mf-test',
      resources: resourceLoadersOf({ ar: {}, en: {} }),
      cachePolicy: catalogPolicy,
      Root: () => (
        <GraphQLBoundary fallback={<p>loading</p>}>
          <BrandsPage />
        </GraphQLBoundary>
      ),
    });
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { name: 'mf-test', domElement } as AreaProps;
    const page = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    page.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const step of [...app.bootstrap, ...app.mount] as ((p: AreaProps) => Promise<unknown>)[]) await step(props);
      expect(await screen.findByRole('heading', { name: 'Almarai' })).toBeInTheDocument();
      expect(graphQLClient(catalogPolicy).cache.extract()).toHaveProperty(['Brand:{"id":"1"}']);
      for (const step of app.unmount as ((p: AreaProps) => Promise<unknown>)[]) await step(props);
    } finally {
      page.IS_REACT_ACT_ENVIRONMENT = true;
      domElement.remove();
    }
  });
});

describe('toRequestError', () => {
  it('reads the API\'s key, texts and field errors from a GraphQL error', () => {
    const error = toRequestError(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Some fields need attention.',
            extensions: { key: 'invalid_input', arMessage: 'بعض الحقول تحتاج إلى مراجعة.', fieldErrors: [{ field: 'slug', key: 'not_found', message: 'Not found.', arMessage: 'غير موجود.' }] },
          },
        ],
      }),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ key: 'invalid_input', status: 200, texts: { en: 'Some fields need attention.', ar: 'بعض الحقول تحتاج إلى مراجعة.' } });
    expect(error.fieldErrors).toEqual([{ field: 'slug', key: 'not_found', texts: { en: 'Not found.', ar: 'غير موجود.' } }]);
  });

  it('reads an input error sent with a 400, and a gateway refusal', () => {
    const body = JSON.stringify({ data: null, errors: [{ message: 'Bad.', extensions: { key: 'invalid_input', fieldErrors: [{ field: 'slug', key: 'not_found' }] } }] });
    expect(toRequestError(new ServerError('bad request', { response: new Response(body, { status: 400 }), bodyText: body }))).toMatchObject({
      key: 'invalid_input',
      status: 400,
      fieldErrors: [{ field: 'slug', key: 'not_found' }],
    });
    const refused = JSON.stringify({ success: false, key: 'invalid_origin', message: 'This request did not come from the store.', arMessage: 'هذا الطلب لم يصدر من المتجر.' });
    expect(toRequestError(new ServerError('forbidden', { response: new Response(refused, { status: 403 }), bodyText: refused }))).toMatchObject({
      key: 'invalid_origin',
      status: 403,
    });
  });

  it('is operation_failed for no answer or an unreadable one', () => {
    expect(toRequestError(new TypeError('Failed to fetch'))).toMatchObject({ key: 'operation_failed', status: null });
    expect(toRequestError(new ServerError('bad gateway', { response: new Response('oops', { status: 502 }), bodyText: 'oops' }))).toMatchObject({
      key: 'operation_failed',
      status: 502,
    });
  });
});
