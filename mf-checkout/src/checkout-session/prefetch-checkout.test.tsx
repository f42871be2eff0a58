// As the checkout starts on a screen, it asks for the shopper's open checkout at once, and only then:
// as text, before the GraphQL client has arrived, and the answer goes into the client's cache.
import { screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { renderInFrame } from 'remote-kit/testing';
import { CachePolicyContext } from 'remote-kit';
import { unstubAllGlobals, stubGlobal } from 'remote-kit/testing';
import { loadGraphQLClient } from 'remote-kit';
import { checkoutCachePolicy } from '../api/cache-policy';
import { checkoutFixture } from '../test/fixtures';
import { CHECKOUT_SESSION, clearCookies, setCookie, signIn, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { checkoutI18n } from '../test/render';
import { CheckoutGate } from './checkout-gate';
import { checkoutReadAhead, forgetCheckoutReadAhead, prefetchCheckout } from './prefetch-checkout';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

let store: ReturnType<typeof stubStore>;
beforeEach(async () => {
  resetTestBus();
  clearCookies();
  store = stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() } } });
  stubGlobal('fetch', store.fetchMock);
  await (await loadGraphQLClient(checkoutCachePolicy)).clearStore();
  forgetCheckoutReadAhead(); // a read ahead of an earlier test
});
afterEach(() => unstubAllGlobals());

/** The address step's gate over the page's checkout client, as a screen renders it. */
const gateWith = (client: Awaited<ReturnType<typeof loadGraphQLClient>>) => (
  <CachePolicyContext.Provider value={checkoutCachePolicy}>
    <ApolloProvider client={client}>
      <CheckoutGate title="الدفع" step="address">
        {({ checkout }) => <p>checkout {checkout.id}</p>}
      </CheckoutGate>
    </ApolloProvider>
  </CachePolicyContext.Provider>
);

/** Gives a prefetch time to reach the network, if it is going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it("asks for a signed-in shopper's checkout as text, and its screen puts the answer in the checkout cache", async () => {
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
  prefetchCheckout();
  expect(checkoutReadAhead('31')).toBe('asking');
  await waitFor(() => expect(store.graphqlCalls('CheckoutById')).toEqual([{ id: '31' }]));
  // the generated text, which names every object's type, as the client's requests do
  const sent = store.requests.find((request) => request.url === '/graphql')!;
  expect(JSON.parse(sent.body).query).toMatch(/getCheckoutById\(id: \$id\) \{\s+__typename/);
  expect(sent.headers).toMatchObject({ 'x-api-key': 'storefront-public-key', lang: 'ar' });
  // the answer, for a first paint, before the client has been asked for
  await waitFor(() => expect(checkoutReadAhead('31')).toMatchObject({ id: '31', grandTotalHalalas: 7400 }));
  expect(checkoutReadAhead('32')).toBeUndefined();

  const client = await loadGraphQLClient(checkoutCachePolicy);
  expect(client.cache.extract()).not.toHaveProperty(['Checkout:{"id":"31"}']);
  renderInFrame(
    gateWith(client),
    { path: '/checkout/address', i18n: checkoutI18n },
  );
  // shown from the cache in the screen's first render, normalised as the client's own answers are
  expect(screen.getByText('checkout 31')).toBeInTheDocument();
  expect((client.cache.extract() as Record<string, unknown>)['Checkout:{"id":"31"}']).toMatchObject({ grandTotalHalalas: 7400, seller: { __ref: 'Seller:4' } });
  await settle();
  expect(store.graphqlCalls('CheckoutById')).toHaveLength(1);
});

it('asks once the shell says a signed-in shopper is here, when the checkout started before it knew', async () => {
  setCookie('checkout_dts', CHECKOUT_SESSION);
  prefetchCheckout(); // the session is still being read
  await settle();
  expect(store.requests).toEqual([]);
  signIn();
  expect(checkoutReadAhead('31')).toBe('asking');
  await waitFor(() => expect(store.graphqlCalls('CheckoutById')).toEqual([{ id: '31' }]));
  // once: a later word from the shell asks nothing more
  signIn();
  await settle();
  expect(store.graphqlCalls('CheckoutById')).toHaveLength(1);
});

it('asks nothing for a guest, a session not yet known, or a shopper without a checkout session', async () => {
  setCookie('checkout_dts', CHECKOUT_SESSION);
  prefetchCheckout(); // the shell has not said who is there yet
  signIn({ status: 'guest' });
  prefetchCheckout();
  clearCookies();
  signIn();
  prefetchCheckout();
  await settle();
  expect(store.requests).toEqual([]);
});

it('shows the checkout read ahead on its screen without asking for it again, once', async () => {
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
  prefetchCheckout();
  await waitFor(() => expect(store.graphqlCalls('CheckoutById')).toHaveLength(1));
  await settle();
  const client = await loadGraphQLClient(checkoutCachePolicy);
  const gate = gateWith(client);
  const first = renderInFrame(gate, { path: '/checkout/address', i18n: checkoutI18n });
  expect(await screen.findByText('checkout 31')).toBeInTheDocument();
  await settle();
  expect(store.graphqlCalls('CheckoutById')).toHaveLength(1);
  first.unmount();

  // a later screen asks the API again
  renderInFrame(gate, { path: '/checkout/checkout-address', i18n: checkoutI18n });
  expect(await screen.findByText('checkout 31')).toBeInTheDocument();
  await waitFor(() => expect(store.graphqlCalls('CheckoutById')).toHaveLength(2));
});

it('lets the screen ask itself when the checkout asked for ahead did not come', async () => {
  let failOnce = true;
  store = stubStore({
    graphql: {
      CheckoutById: () => {
        if (!failOnce) return { getCheckoutById: checkoutFixture() };
        failOnce = false;
        throw new Error('the API is down for a moment');
      },
    },
  });
  stubGlobal('fetch', store.fetchMock);
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
  prefetchCheckout();
  const client = await loadGraphQLClient(checkoutCachePolicy);
  renderInFrame(
    gateWith(client),
    { path: '/checkout/address', i18n: checkoutI18n },
  );
  expect(await screen.findByText('checkout 31')).toBeInTheDocument();
  expect(store.graphqlCalls('CheckoutById')).toHaveLength(2);
});
