import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstubAllGlobals } from 'remote-kit/testing';
import { DEFAULT_COORDINATE } from '../shared/use-shopper-reach';
import { headingOutline, initTestI18n, makeProduct, renderCatalog, skippedHeading, stubLightApi, type LightAnswer } from '../test-utils';
import { CatalogSearchFirstPageDocument, CatalogSearchNextPageDocument } from '../generated/light/graphql';
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

const mocks: LightAnswer[] = [
  {
    request: { query: CatalogSearchFirstPageDocument, variables: { ...base, after: null } },
    result: { data: { productsBySearch: { ...connection(1, 24, true, 30), facets } } },
  },
  {
    request: { query: CatalogSearchNextPageDocument, variables: { ...base, after: 'c24' } },
    result: { data: { productsBySearch: connection(25, 30, false, 30) } },
  },
];

function renderSearch(path: string, responses: readonly LightAnswer[] = mocks) {
  stubLightApi(responses);
  return renderCatalog(<ListingView source={{ kind: 'search', search: 'milk' }} header={() => <h1>Milk</h1>} notFound={<p>not found</p>} />, { path });
}

afterEach(() => unstubAllGlobals());

/** A listing of `count` pages holding one product each, so long chains stay quick to render. */
function onePerPage(count: number): LightAnswer[] {
  return Array.from({ length: count }, (_, i) => {
    const page = connection(i + 1, i + 1, i + 1 < count, count);
    return i === 0
      ? { request: { query: CatalogSearchFirstPageDocument, variables: { ...base, after: null } }, result: { data: { productsBySearch: { ...page, facets } } } }
      : { request: { query: CatalogSearchNextPageDocument, variables: { ...base, after: `c${i}` } }, result: { data: { productsBySearch: page } } };
  });
}

const productNames = () =>
  within(screen.getByTestId('product-grid'))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

// Rendering 30 cards with their providers takes a few seconds on a busy machine.
jest.setTimeout(20_000);

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

  // Twenty requests one after the other, each rendered before the next is asked: about a second
  // and a half alone, several on a busy machine. The wait for the whole walk gets its own bound,
  // and the test a larger one than the file's.
  it('walks at most 20 pages for a deep link, then keeps loading in place while the API has more', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    renderSearch('/search-products?searchKeyword=milk&page=40', onePerPage(22));

    expect(await screen.findByText('Showing 20 of 22', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(productNames()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(await screen.findByRole('article', { name: 'Product 21' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search-products?searchKeyword=milk&page=21');
    expect(screen.getByText('Showing 21 of 22')).toBeInTheDocument();
    // The same button stays, so keyboard focus is not lost while pages load.
    expect(screen.getByRole('button', { name: 'Show more products' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(await screen.findByRole('article', { name: 'Product 22' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('page=22');
    expect(screen.getByText('Showing 22 of 22')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  }, 45_000);

  it('offers no "show more" when the API has no next page, whatever the total says', async () => {
    await initTestI18n('en');
    const short = [{ request: mocks[0]!.request, result: { data: { productsBySearch: { ...connection(1, 24, false, 30), facets } } } }];
    renderSearch('/search-products?searchKeyword=milk', short);
    expect(await screen.findByText('Showing 24 of 30', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  });

  it('shows a failed next page outside the product list, and loads it on retry', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    const failing = [mocks[0]!, { request: mocks[1]!.request, error: new Error('network down') }, mocks[1]!];
    renderSearch('/search-products?searchKeyword=milk&page=2', failing);

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("We couldn't load these products.");
    const list = screen.getByRole('list');
    expect(list).not.toContainElement(alert);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    // Only products and (while loading) hidden placeholders are children of the list.
    for (const child of list.querySelectorAll(':scope > div > *')) {
      expect(child.getAttribute('role') === 'listitem' || child.getAttribute('aria-hidden') === 'true').toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Product 30' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(productNames()).toHaveLength(30);
  });
});

describe('ListingView outline', () => {
  it('names the results with an h2 between the page title and the cards, skipping no heading level', async () => {
    await initTestI18n('en');
    renderSearch('/search-products?searchKeyword=milk');
    await screen.findByRole('article', { name: 'Product 24' }, { timeout: 5000 });
    const outline = headingOutline();
    expect(outline.slice(0, 3)).toEqual([
      [1, 'Milk'],
      [2, 'Products'],
      [3, 'Product 1'],
    ]);
    expect(outline).toHaveLength(2 + 24);
    expect(skippedHeading(outline)).toBeNull();
    // Facet groups are fieldsets with legends, not headings (the panel is behind its toggle here).
    expect(screen.getByRole('group', { name: 'Brand', hidden: true })).toBeInTheDocument();
  });

  it('keeps the count on its own line while loading and after, and says nothing is loading once it failed', async () => {
    await initTestI18n('en');
    renderSearch('/search-products?searchKeyword=milk');
    const count = screen.getByTestId('result-count');
    expect(count).toHaveTextContent('Loading products…');
    expect(getComputedStyle(count).minHeight).toBe('1.5em');
    expect(await screen.findByText('30 products', {}, { timeout: 5000 })).toBe(count);
  });
});

describe('ListingView sort', () => {
  it('asks again with the new sortedBy from the first page, and keeps the choice in the URL', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    const cheapestFirst = connection(1, 24, true, 30);
    cheapestFirst.edges.reverse();
    const sorted: LightAnswer[] = [
      mocks[0]!,
      {
        request: { query: CatalogSearchFirstPageDocument, variables: { ...base, sortedBy: 'PRICE_ASC', after: null } },
        result: { data: { productsBySearch: { ...cheapestFirst, facets } } },
      },
    ];
    renderSearch('/search-products?searchKeyword=milk&page=2', [...sorted, mocks[1]!]);
    expect(await screen.findByRole('article', { name: 'Product 30' })).toBeInTheDocument();
    expect(productNames()).toHaveLength(30);

    const sort = screen.getByRole('combobox', { name: /^Sort by/ });
    expect(sort).toHaveDisplayValue('Most relevant');
    await user.selectOptions(sort, 'Price: low to high');

    // A new order starts again at page 1; the keyword stays.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search-products\?searchKeyword=milk&sort=PRICE_ASC$/);
    // Until the new order arrives the previous 30 stay on screen, Product 24 among them: wait for
    // the order itself, not for a name both answers share.
    await waitFor(() => expect(productNames()[0]).toBe('Product 24'));
    expect(productNames()).toEqual(Array.from({ length: 24 }, (_, i) => `Product ${24 - i}`));
    expect(screen.getByRole('combobox', { name: /^Sort by/ })).toHaveDisplayValue('Price: low to high');
  });
});

describe('ListingView facets', () => {
  it('keeps both ticks when the second comes before the first has rendered', async () => {
    await initTestI18n('en');
    const twoBrands = {
      ...facets,
      brands: [...facets.brands, { __typename: 'FacetValue', id: '2', slug: 'nadec', name: 'Nadec', arName: 'نادك', count: 12 }],
    };
    const answer = (brands?: string[]): LightAnswer => ({
      request: { query: CatalogSearchFirstPageDocument, variables: { ...base, ...(brands ? { filterData: { brands } } : {}), after: null } },
      result: { data: { productsBySearch: { ...connection(1, 24, true, 30), facets: twoBrands } } },
    });
    renderSearch('/search-products?searchKeyword=milk', [answer(), answer(['almarai', 'nadec']), answer(['nadec'])]);
    await screen.findByRole('article', { name: 'Product 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const almarai = await screen.findByRole('checkbox', { name: /Almarai/ });
    const nadec = screen.getByRole('checkbox', { name: /Nadec/ });
    // The router renders a new address in a transition: inside one act neither tick has rendered
    // when the other is handled, as on a slow phone.
    act(() => {
      fireEvent.click(almarai);
      fireEvent.click(nadec);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search-products\?searchKeyword=milk&brand=almarai%2Cnadec$/);
    // Unticking after the render starts from what is shown.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Nadec/ })).toBeChecked());
    fireEvent.click(screen.getByRole('checkbox', { name: /Almarai/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search-products\?searchKeyword=milk&brand=nadec$/);
    // the listing settles on the products of what is ticked
    await waitFor(() => expect(screen.getByRole('region', { name: 'Products' })).not.toHaveAttribute('aria-busy'));
  });
});

const nothing = { __typename: 'ProductCountableConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] };
const noFacets = { ...facets, brands: [] };

describe('ListingView with no results', () => {
  const TEXT = {
    en: { title: 'No products found', count: '0 products', desc: /No seller near your address offers a product that matches/, filtered: /Nothing matches these filters/, clear: 'Clear filters' },
    ar: { title: 'لم نجد منتجات', count: 'لا توجد منتجات', desc: /لا يوجد بائع قرب عنوانك يعرض منتجًا مطابقًا/, filtered: /لا شيء يطابق عوامل التصفية هذه/, clear: 'مسح عوامل التصفية' },
  } as const;

  for (const language of ['ar', 'en'] as const) {
    it(`says so in ${language === 'ar' ? 'Arabic' : 'English'}, without a grid or paging controls`, async () => {
      await initTestI18n(language);
      const text = TEXT[language];
      renderSearch('/search-products?searchKeyword=milk', [
        { request: mocks[0]!.request, result: { data: { productsBySearch: { ...nothing, facets: noFacets } } } },
      ]);
      expect(await screen.findByRole('heading', { name: text.title })).toBeInTheDocument();
      expect(screen.getByText(text.desc)).toBeInTheDocument();
      expect(screen.getByTestId('result-count')).toHaveTextContent(text.count);
      expect(screen.queryByTestId('product-grid')).not.toBeInTheDocument();
      expect(screen.queryByTestId('listing-more')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.clear })).not.toBeInTheDocument();
    });

    it(`offers to clear the filters that emptied it, in ${language === 'ar' ? 'Arabic' : 'English'}`, async () => {
      await initTestI18n(language);
      const user = userEvent.setup();
      const text = TEXT[language];
      renderSearch('/search-products?searchKeyword=milk&brand=nadec&sort=PRICE_ASC', [
        {
          request: { query: CatalogSearchFirstPageDocument, variables: { ...base, sortedBy: 'PRICE_ASC', filterData: { brands: ['nadec'] }, after: null } },
          result: { data: { productsBySearch: { ...nothing, facets: noFacets } } },
        },
        {
          request: { query: CatalogSearchFirstPageDocument, variables: { ...base, sortedBy: 'PRICE_ASC', after: null } },
          result: { data: { productsBySearch: { ...connection(1, 24, true, 30), facets } } },
        },
      ]);
      expect(await screen.findByRole('heading', { name: text.title })).toBeInTheDocument();
      expect(screen.getByText(text.filtered)).toBeInTheDocument();

      const results = screen.getByRole('region', { name: language === 'ar' ? 'المنتجات' : 'Products' });
      await user.click(within(results).getByRole('button', { name: text.clear }));
      // The filters go, the keyword and the order stay.
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/search-products\?searchKeyword=milk&sort=PRICE_ASC$/);
      expect(await screen.findByRole('article', { name: language === 'ar' ? 'منتج 1' : 'Product 1' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: text.title })).not.toBeInTheDocument();
    });
  }
});

describe('ListingView when the first page fails', () => {
  const TEXT = {
    en: { error: "We couldn't load these products.", retry: 'Try again' },
    ar: { error: 'تعذّر تحميل هذه المنتجات.', retry: 'حاول مرة أخرى' },
  } as const;

  for (const language of ['ar', 'en'] as const) {
    it(`says so in ${language === 'ar' ? 'Arabic' : 'English'} and loads the products on retry`, async () => {
      await initTestI18n(language);
      const user = userEvent.setup();
      const text = TEXT[language];
      renderSearch('/search-products?searchKeyword=milk', [{ request: mocks[0]!.request, error: new Error('network down') }, mocks[0]!]);

      expect(await screen.findByRole('alert')).toHaveTextContent(text.error);
      expect(screen.queryByTestId('product-grid')).not.toBeInTheDocument();
      // Nothing claims the products or their filters are still loading.
      expect(screen.getByRole('region', { name: language === 'ar' ? 'المنتجات' : 'Products' })).not.toHaveAttribute('aria-busy');
      expect(screen.getByTestId('result-count')).toBeEmptyDOMElement();
      expect(screen.queryByRole('complementary', { name: language === 'ar' ? 'عوامل التصفية' : 'Filters' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: text.retry }));
      expect(await screen.findByRole('article', { name: language === 'ar' ? 'منتج 24' : 'Product 24' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByTestId('result-count')).toHaveTextContent(language === 'ar' ? '٣٠ منتجًا' : '30 products');
      expect(productNames()).toHaveLength(24);
      // The filters are back (behind their toggle, as on a phone).
      await user.click(screen.getByRole('button', { name: language === 'ar' ? 'إظهار عوامل التصفية' : 'Show filters' }));
      const filters = screen.getByRole('complementary', { name: language === 'ar' ? 'عوامل التصفية' : 'Filters' });
      expect(within(filters).getByRole('checkbox', { name: language === 'ar' ? 'المراعي (٣٠)' : 'Almarai (30)' })).not.toBeChecked();
    });
  }
});
