// The review step's first paint, before the GraphQL client: the whole review of the checkout the
// read-ahead answered, its links already usable. Rendered without any GraphQL client.
import { screen, waitFor, within } from '@testing-library/react';
import { renderInFrame, stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { prefetchCheckout } from '../checkout-session/prefetch-checkout';
import { PreviewShownContext } from '../checkout-session/preview-shown';
import { checkoutFixture } from '../test/fixtures';
import { checkoutI18n } from '../test/render';
import { shopperWithCheckout, stubStore } from '../test/store';
import { resetTestBus } from '../test/test-bus';
import { ReviewPreview } from './review-preview';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

beforeEach(() => {
  resetTestBus();
  shopperWithCheckout();
});
afterEach(() => unstubAllGlobals());

it.each([
  ['ar', 'المراجعة', 'المنتجات', 'حليب المراعي الطازج ١ لتر', 'المتابعة إلى الدفع'],
  ['en', 'Review', 'Items', 'Almarai Fresh Milk 1L', 'Continue to payment'],
] as const)('%s: shows the review of the checkout read ahead, and says it has painted', async (language, title, items, milk, proceed) => {
  stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() } } }).fetchMock);
  prefetchCheckout();
  const shown = jest.fn();
  renderInFrame(
    <PreviewShownContext.Provider value={shown}>
      <ReviewPreview />
    </PreviewShownContext.Provider>,
    { path: '/checkout/checkout-address', language, i18n: checkoutI18n },
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const lines = await screen.findByRole('region', { name: new RegExp(items) });
  expect(within(lines).getByText(milk)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: proceed })).toHaveAttribute('href', '/checkout/payment');
  await waitFor(() => expect(shown).toHaveBeenCalled());
});
