import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { createCatalogCache } from '../api/client';
import { DEFAULT_COORDINATE } from '../shared/use-shopper-reach';
import { initTestI18n, makeProduct, renderCatalog } from '../test-utils';
import { SEARCH_FIRST_PAGE, SEARCH_NEXT_PAGE } from './listing-documents';
import { ListingView } from './listing-view';

const base = { search: 'milk', filterData: {}, sortedBy: 'RELEVANCE', first: 24, type: 'GUEST', coordinates: DEFAULT_COORDINATE };

function connection(from: number, to: number, hasNextPage: boolean, total: number) {
  const products = Array.from({ length: to - from + 1 }, (_, i) => makeProduct(from + i));
  return {
    __typename: 'ProductCountableConnection',
    totalCount: total,
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${to}` },
    edges: products.map((node) => ({ __typename: 'ProductEdge', cursor: `c${node.id}`, node })),
  };
}

const facets = {
  __typename: 'FacetCounts',
  categories: [],
  brands: [{ __typename: 'FacetValue', id: '1', slug: 'almarai', name: 'Almarai', arName: 'المراعي', count: 30 }],
  productTypes: [],
  priceRanges: [],
};

const mocks = [
  {
    request: { query: SEARCH_FIRST_PAGE, variables: { ...base, after: null } },
    result: { data: { productsBySearch: { ...connection(1, 24, true, 30), facets } } },
  },
  {
    request: { query: SEARCH_NEXT_PAGE, variables: { ...base, after: 'c24' } },
    result: { data: { productsBySearch: connection(25, 30, false, 30) } },
  },
];

function renderSearch(path: string) {
  return renderCatalog(
    <MockedProvider mocks={mocks} cache={createCatalogCache()}>
      <ListingView source={{ kind: 'search', search: 'milk' }} header={() => <h1>Milk</h1>} notFound={<p>not found</p>} />
    </MockedProvider>,
    { path },
  );
}

const productNames = () =>
  within(screen.getByTestId('product-grid'))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

// Rendering 30 cards with their providers takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ListingView paging', () => {
  it('shows 24 products, then the next 24 after the cursor on "show more", with the page in the URL and no product twice', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    renderSearch('/search-products?searchKeyword=milk');

    expect(await screen.findByText('30 products', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(await screen.findByRole('article', { name: 'Product 30' }, { timeout: 5000 })).toBeInTheDocument();
    const names = productNames();
    expect(names).toHaveLength(30);
    expect(new Set(names).size).toBe(30);
    expect(screen.getByTestId('location')).toHaveTextContent('/search-products?searchKeyword=milk&page=2');
    expect(screen.getByText('Showing 30 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  });

  it('opens straight on page 2 from the URL', async () => {
    await initTestI18n('en');
    renderSearch('/search-products?searchKeyword=milk&page=2');
    expect(await screen.findByRole('article', { name: 'Product 30' }, { timeout: 5000 })).toBeInTheDocument();
    expect(productNames()).toHaveLength(30);
  });
});
