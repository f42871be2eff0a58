// A checkout screen's own code starts downloading as soon as the screen is asked for, beside the
// GraphQL client, rather than once the client has arrived.
import { screen } from '@testing-library/react';
import { Screen } from './routes';
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
