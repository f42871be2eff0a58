import { screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { graphQLClient, resetGraphQLClients } from './client';
import { offersPage, pageWithLateOffers, policy } from './graphql-boundary.fixture';

// Outside act, as on the page: React renders the page again when the chunk arrives.
const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | null = null;
beforeEach(() => {
  environment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  root?.unmount();
  environment.IS_REACT_ACT_ENVIRONMENT = true;
  resetGraphQLClients();
});

// The case where the remote did not preload the client; graphql-boundary-preloaded.test.tsx has the
// other, in a module registry of its own (the chunk is loaded once per page).
it('shows the fallback while the GraphQL client is on its way, then the page', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(offersPage());
  await waitFor(() => expect(container).not.toBeEmptyDOMElement());
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
});

it('inside a client provided above, waits only for its own part\'s code and gives it that client', async () => {
  const clients = new Map<string, unknown>();
  const { page, arrive } = pageWithLateOffers((part, client) => clients.set(part, client));
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(page);
  expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
  expect(screen.getByText('loading offers')).toBeInTheDocument();

  arrive();
  expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  expect(screen.queryByText('loading offers')).not.toBeInTheDocument();
  // the test's own client, not the page's one per domain
  expect(clients.get('Offers')).toBe(clients.get('Cart'));
  expect(clients.get('Offers')).not.toBe(graphQLClient(policy));
});
