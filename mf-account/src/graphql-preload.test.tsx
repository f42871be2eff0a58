// The account pages that read GraphQL start downloading the client beside their own code; the
// sign-in pages and help, which never read it, do not load it.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { preloadGraphQL } from 'remote-kit';
import { GraphQLPreload } from './routes';

jest.mock('remote-kit', () => ({ ...jest.requireActual('remote-kit'), preloadGraphQL: jest.fn() }));

const preloaded = jest.mocked(preloadGraphQL);

beforeEach(() => preloaded.mockClear());

it.each(['/orders', '/orders/41', '/addresses', '/payments', '/my-favourite', '/basic-info'])('starts the GraphQL client on %s', (path) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <GraphQLPreload />
    </MemoryRouter>,
  );
  expect(preloaded).toHaveBeenCalledTimes(1);
});

it.each(['/authentication/login', '/authentication/register', '/help', '/ordersx'])('leaves it alone on %s', (path) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <GraphQLPreload />
    </MemoryRouter>,
  );
  expect(preloaded).not.toHaveBeenCalled();
});
