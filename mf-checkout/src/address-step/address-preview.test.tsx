// The address step's first paint, before the GraphQL client: the address the checkout goes to, as the
// read-ahead answered it, with the step's buttons shown but not yet enabled; then the step is asked for.
// Rendered without any GraphQL client: the preview needs none.
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInFrame, stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { prefetchCheckout } from '../checkout-session/prefetch-checkout';
import { PreviewShownContext } from '../checkout-session/preview-shown';
import { checkoutFixture, HITTIN, PICKUP } from '../test/fixtures';
import { checkoutI18n } from '../test/render';
import { shopperWithCheckout, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { AddressPreview } from './address-preview';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

let release: () => void = () => undefined;
function answerWhenReleased(answer: unknown) {
  const store = stubStore({ graphql: { CheckoutById: () => new Promise((resolve) => (release = () => resolve(answer))) } });
  stubGlobal('fetch', store.fetchMock);
  return store;
}

beforeEach(() => {
  resetTestBus();
  shopperWithCheckout();
});
afterEach(() => unstubAllGlobals());

function renderPreview(language: 'ar' | 'en', shown = jest.fn()) {
  renderInFrame(
    <PreviewShownContext.Provider value={shown}>
      <AddressPreview />
    </PreviewShownContext.Provider>,
    { path: '/checkout/address', language, i18n: checkoutI18n },
  );
  return shown;
}

it.each([
  ['ar', 'عنوان التوصيل', 'التوصيل إلى', 'تغيير العنوان', 'المتابعة إلى المراجعة', 'Hittin, Riyadh'],
  ['en', 'Delivery address', 'Deliver to', 'Change address', 'Continue to review', 'Hittin, Riyadh'],
] as const)('%s: shows the chosen address once the read-ahead answers, with its buttons not yet enabled; then says it has painted', async (language, title, deliverTo, change, proceed, address) => {
  answerWhenReleased({ getCheckoutById: checkoutFixture({ shippingAddress: HITTIN }) });
  prefetchCheckout();
  const shown = renderPreview(language);

  // asking: the step's frame and a loading state, and the screen is not asked for yet
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(shown).not.toHaveBeenCalled();

  act(() => release());
  const panel = await screen.findByRole('region', { name: deliverTo });
  expect(within(panel).getByTestId('chosen-address')).toHaveTextContent(address);
  expect(within(panel).getByRole('button', { name: change })).toBeDisabled();
  expect(screen.getByRole('button', { name: proceed })).toBeDisabled();
  await waitFor(() => expect(shown).toHaveBeenCalled());
});

it("shows the store's address for a pickup", async () => {
  answerWhenReleased({ getCheckoutById: checkoutFixture({ shippingMethod: PICKUP, shippingAddress: null }) });
  prefetchCheckout();
  renderPreview('en');
  act(() => release());
  expect(await screen.findByTestId('pickup-address')).toHaveTextContent('Olaya Street, Al Olaya, Riyadh');
});

it('keeps its loading state when there is nothing read ahead, and lets the screen come at once', async () => {
  // nothing asked: the step asks for itself
  const shown = renderPreview('ar');
  expect(screen.getByRole('status')).toBeInTheDocument();
  await waitFor(() => expect(shown).toHaveBeenCalled());
});

it('lets the screen come when the read-ahead fails, without showing a checkout', async () => {
  const store = stubStore({
    graphql: {
      CheckoutById: () => {
        throw new Error('the API is down for a moment');
      },
    },
  });
  stubGlobal('fetch', store.fetchMock);
  prefetchCheckout();
  const shown = renderPreview('en');
  await waitFor(() => expect(shown).toHaveBeenCalled());
  expect(screen.queryByTestId('delivery-address')).not.toBeInTheDocument();
});
