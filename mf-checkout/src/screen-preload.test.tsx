// A checkout screen's own code starts downloading as soon as the screen is asked for, beside the
// GraphQL client, rather than once the client has arrived; the screen the checkout starts on, as it
// starts. A screen with a preview shows that first, and is asked for once it has painted.
import { useContext } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { PreviewShownContext } from './checkout-session/preview-shown';
import { preloadScreen, Screen } from './routes';
import { renderCheckout } from './test/render';

it('starts loading the screen while the GraphQL client is still on its way', async () => {
  let arrived: (value: unknown) => void = () => {};
  const load = jest.fn(() => new Promise((resolve) => (arrived = resolve)));
  renderCheckout(
    <Screen load={load}>
      <p>the address step</p>
    </Screen>,
  );
  // the screen's code was asked for at once, while the boundary still shows its loading state
  expect(load).toHaveBeenCalledTimes(1);
  arrived({});
  expect(await screen.findByText('the address step')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

// The screens' code, recorded when first loaded (jest evaluates a mocked module on its first import).
const mockLoaded: string[] = [];
jest.mock('./address-step/address-step', () => {
  mockLoaded.push('address step');
  return { AddressStep: () => null };
});
jest.mock('./address-step/address-preview', () => {
  mockLoaded.push('address preview');
  return { AddressPreview: () => null };
});
jest.mock('./card-payment/card-payment-page', () => {
  mockLoaded.push('card payment');
  return { CardPaymentPage: () => null };
});

it('starts loading the code of the screen the checkout starts on, and of no other', async () => {
  preloadScreen('/checkout/help');
  preloadScreen('/checkout/moyasar-payment');
  await waitFor(() => expect(mockLoaded).toEqual(['card payment']));
  // the address step paints a preview first: its own code waits for that
  preloadScreen('/checkout/address');
  await waitFor(() => expect(mockLoaded).toEqual(['card payment', 'address preview']));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockLoaded).toEqual(['card payment', 'address preview']);
});

it('shows a screen\'s preview first, and asks for the screen once the preview has painted', async () => {
  let shown: (() => void) | null = null;
  function Preview() {
    shown = useContext(PreviewShownContext);
    return <p>the address preview</p>;
  }
  const load = jest.fn(async () => undefined);
  renderCheckout(
    <Screen load={load} preview={<Preview />}>
      <p>the address step</p>
    </Screen>,
  );
  expect(screen.getByText('the address preview')).toBeInTheDocument();
  expect(screen.queryByText('the address step')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  act(() => shown!());
  expect(await screen.findByText('the address step')).toBeInTheDocument();
  expect(screen.queryByText('the address preview')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
