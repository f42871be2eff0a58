// The payment step's first paint, before the GraphQL client: the options read ahead once the checkout
// read ahead has said its shipping method, with nothing to choose or press yet; then the step itself
// takes the same answer into its cache and asks nothing again. The preview renders without a client.
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInFrame, stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { prefetchCheckout } from '../checkout-session/prefetch-checkout';
import { PreviewShownContext } from '../checkout-session/preview-shown';
import { checkoutFixture } from '../test/fixtures';
import { checkoutI18n, renderCheckout } from '../test/render';
import { sar, shopperWithCheckout, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { PaymentPreview } from './payment-preview';
import { PaymentStep } from './payment-step';
import { prefetchPaymentOptions } from './prefetch-payment-options';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const visa = { __typename: 'Card', id: '6', nickName: 'visa 1111', lastFour: '1111', default: true, token: 'token_saved_6', cardType: 'visa', expiryMnt: 5, expiryYr: 2031 };
const options = {
  getPaymentMethodByShipping: [{ __typename: 'PaymentMethod', id: '1', name: 'card', arName: 'بطاقة', description: 'mada, Visa or Mastercard', arDescription: 'مدى أو فيزا أو ماستركارد' }],
  getUserCards: [visa],
};
const copy = {
  ar: { title: 'الدفع', payWith: 'الدفع باستخدام', visa: 'فيزا المنتهية بـ ١١١١', pay: `ادفع ${sar('74.00', 'ar')}` },
  en: { title: 'Payment', payWith: 'Pay with', visa: 'Visa ending in 1111', pay: `Pay ${sar('74.00', 'en')}` },
} as const;

const named = (expected: string) => (name: string) => name.replace(/\s/g, ' ') === expected;

let releaseOptions: () => void = () => undefined;
let store: ReturnType<typeof stubStore>;
beforeEach(() => {
  resetTestBus();
  shopperWithCheckout();
  store = stubStore({
    graphql: {
      CheckoutById: { getCheckoutById: checkoutFixture() },
      PaymentOptions: () => new Promise((resolve) => (releaseOptions = () => resolve(options))),
    },
  });
  stubGlobal('fetch', store.fetchMock);
});
afterEach(() => unstubAllGlobals());

it.each(['ar', 'en'] as const)("%s: shows the saved cards read ahead with nothing to press yet, and says it has painted once they are there", async (language) => {
  const text = copy[language];
  prefetchCheckout();
  prefetchPaymentOptions();
  const shown = jest.fn();
  renderInFrame(
    <PreviewShownContext.Provider value={shown}>
      <PaymentPreview mode="web" />
    </PreviewShownContext.Provider>,
    { path: '/checkout/payment', language, i18n: checkoutI18n },
  );
  expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
  // the options are asked for once the checkout has said its shipping method
  await waitFor(() => expect(store.graphqlCalls('PaymentOptions')).toEqual([{ shippingId: '1' }]));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(shown).not.toHaveBeenCalled();

  act(() => releaseOptions());
  const group = await screen.findByRole('group', { name: text.payWith });
  expect(within(group).getByRole('radio', { name: new RegExp(text.visa) })).toBeChecked();
  expect(within(group).getByRole('radio', { name: new RegExp(text.visa) })).toBeDisabled();
  expect(screen.getByRole('button', { name: named(text.pay) })).toBeDisabled();
  await waitFor(() => expect(shown).toHaveBeenCalled());
});

it('the step takes the options read ahead into its cache and asks nothing again', async () => {
  prefetchCheckout();
  prefetchPaymentOptions();
  await waitFor(() => expect(store.graphqlCalls('PaymentOptions')).toHaveLength(1));
  act(() => releaseOptions());
  await new Promise((resolve) => setTimeout(resolve, 20));
  renderCheckout(<PaymentStep />, { language: 'en', path: '/checkout/payment' });
  const group = await screen.findByRole('group', { name: copy.en.payWith });
  expect(within(group).getByRole('radio', { name: new RegExp(copy.en.visa) })).toBeEnabled();
  expect(screen.getByRole('button', { name: named(copy.en.pay) })).toBeEnabled();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(store.graphqlCalls('PaymentOptions')).toHaveLength(1);
  expect(store.graphqlCalls('CheckoutById')).toHaveLength(1);
});

it('asks for no options without a checkout read ahead', async () => {
  prefetchPaymentOptions();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(store.requests).toEqual([]);
});
