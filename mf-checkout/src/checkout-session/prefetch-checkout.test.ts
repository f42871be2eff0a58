// As the checkout starts on a screen, it asks for the shopper's open checkout at once, and only then.
import { waitFor } from '@testing-library/react';
import { unstubAllGlobals, stubGlobal } from 'remote-kit/testing';
import { loadGraphQLClient } from 'remote-kit';
import { checkoutCachePolicy } from '../api/cache-policy';
import { checkoutFixture } from '../test/fixtures';
import { CHECKOUT_SESSION, clearCookies, setCookie, signIn, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { prefetchCheckout } from './prefetch-checkout';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));

let store: ReturnType<typeof stubStore>;
beforeEach(async () => {
  resetTestBus();
  clearCookies();
  store = stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() } } });
  stubGlobal('fetch', store.fetchMock);
  await (await loadGraphQLClient(checkoutCachePolicy)).clearStore();
});
afterEach(() => unstubAllGlobals());

/** Gives a prefetch time to reach the network, if it is going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it("asks for a signed-in shopper's checkout and keeps it in the page's checkout cache", async () => {
  setCookie('checkout_dts', CHECKOUT_SESSION);
  signIn();
  prefetchCheckout();
  await waitFor(() => expect(store.graphqlCalls('CheckoutById')).toEqual([{ id: '31' }]));
  const client = await loadGraphQLClient(checkoutCachePolicy);
  await waitFor(() => expect(client.cache.extract()).toHaveProperty(['Checkout:{"id":"31"}']));
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
