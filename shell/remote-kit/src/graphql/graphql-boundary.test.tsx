import { screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { resetGraphQLClients } from './client';
import { offersPage } from './graphql-boundary.fixture';

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
