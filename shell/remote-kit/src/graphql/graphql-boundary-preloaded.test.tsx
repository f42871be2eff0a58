import { screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { resetGraphQLClients } from './client';
import { preloadGraphQL } from './graphql-boundary';
import { offersPage } from './graphql-boundary.fixture';

// Outside act, as on the page.
const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  environment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  environment.IS_REACT_ACT_ENVIRONMENT = true;
  resetGraphQLClients();
});

it('renders the page in its first pass, never its fallback, when the client was preloaded', async () => {
  preloadGraphQL();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  // One synchronous render: whatever it commits is what the shopper sees first.
  flushSync(() => root.render(offersPage()));
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  root.unmount();
});
