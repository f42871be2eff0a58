import { act, screen, waitFor, within } from '@testing-library/react';
import { CatalogHomeOffersDocument } from '../generated/light/graphql';
import { clearLightCache } from '../shared/light-query';
import { NEAR_VIEWPORT_MARGIN } from 'remote-kit';
import { initTestI18n, makeProduct, renderCatalog, stubIntersectionObserver } from '../test-utils';
import HomeRails from './home-rails';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const edges = (products: ReturnType<typeof makeProduct>[]) => ({ edges: products.map((node) => ({ node })) });

// What the API answers for discounted products near the shopper: already filtered and ordered by
// relative saving (25%, 20%, 20%, 10%), ties by id.
const reduced = [
  makeProduct(3, { priceHalalas: 2000, sellingPriceHalalas: 1500 }),
  makeProduct(6, { priceHalalas: 500, sellingPriceHalalas: 400 }),
  makeProduct(8, { priceHalalas: 1500, sellingPriceHalalas: 1200 }),
  makeProduct(2, { priceHalalas: 1000, sellingPriceHalalas: 900 }),
];

type Body = { query: string; variables: Record<string, unknown> };

function stubApi(offers: ReturnType<typeof makeProduct>[] | 'fail' = reduced) {
  const fetchMock = jest.fn((_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as Body;
    if (query.includes('CatalogHomeOffers') && offers === 'fail') return Promise.resolve(new Response('{}', { status: 502 }));
    const data = query.includes('CatalogHomeOffers')
      ? { productsBySearch: edges(offers === 'fail' ? [] : offers) }
      : query.includes('CatalogRailByCategory')
        ? { productsByCategorySlug: edges([makeProduct(40)]) }
        : { popularBrands: [{ id: '1', slug: 'almarai', name: 'Almarai', arName: 'المراعي', iconImage: null }] };
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The operations asked for so far, with their variables. */
const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([, init]) => {
    const { query, variables } = JSON.parse(String(init.body)) as Body;
    return { operation: /query (\w+)/.exec(query)![1], variables };
  });

const CATEGORY_RAILS = ['fresh-fruits-vegetables', 'dairy-eggs', 'snacks-confectionary', 'beverages-water', 'cleaning-hygienes'];

/** The cards' names once the products have replaced the placeholders. */
const railNames = async (title: string) =>
  (await within(screen.getByRole('region', { name: title })).findAllByRole('article')).map((card) => card.getAttribute('aria-label'));

describe('home rails', () => {
  beforeEach(() => clearLightCache());
  afterEach(() => unstubAllGlobals());

  it('asks the API for twelve discounted products near the shopper, biggest saving first, and shows them as sent', async () => {
    await initTestI18n('en');
    const fetchMock = stubApi();
    renderCatalog(<HomeRails />);

    expect(await screen.findByRole('heading', { name: 'Discounts near you' })).toBeInTheDocument();
    expect(await railNames('Discounts near you')).toEqual(['Product 3', 'Product 6', 'Product 8', 'Product 2']);

    const offers = fetchMock.mock.calls
      .map(([, init]) => JSON.parse(String(init.body)) as Body)
      .filter((body) => body.query.includes('CatalogHomeOffers'));
    expect(offers).toHaveLength(1);
    // The generated document, as text: a listing near the shopper, not a keyword search, filtered
    // and sorted by the API (codegen checks DISCOUNT_DESC against the schema's ProductSortBy).
    expect(offers[0]!.query).toBe(CatalogHomeOffersDocument.toString());
    expect(offers[0]!.query).toMatch(/filterData: \{\s*discounted: true\s*\}/);
    expect(offers[0]!.query).toMatch(/sortedBy: DISCOUNT_DESC/);
    expect(offers[0]!.variables).toEqual({ coordinate: [24.76, 46.76], role: 'GUEST', first: 12 });
  });

  it('keeps every product the API sends, in its order', async () => {
    await initTestI18n('en');
    const twelve = Array.from({ length: 12 }, (_, i) => makeProduct(100 + i, { priceHalalas: 2000, sellingPriceHalalas: 1900 - i * 50 })).reverse();
    stubApi(twelve);
    renderCatalog(<HomeRails />);
    await screen.findByRole('heading', { name: 'Discounts near you' });
    expect(await railNames('Discounts near you')).toEqual(twelve.map((p) => p.name));
  });

  it('leaves the rail out when nothing is reduced nearby or the request fails', async () => {
    await initTestI18n('en');
    for (const answer of [[], 'fail'] as const) {
      clearLightCache();
      stubApi(answer === 'fail' ? answer : [...answer]);
      const { unmount } = renderCatalog(<HomeRails />);
      // placeholders while loading, then nothing
      expect(screen.getByRole('heading', { name: 'Discounts near you' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Discounts near you' })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { name: 'Top rated fruits & vegetables' })).toBeInTheDocument();
      unmount();
    }
  });

  it('titles the category rails by what they hold, the top rated, in Arabic', async () => {
    await initTestI18n('ar');
    stubApi();
    renderCatalog(<HomeRails />);
    expect(await screen.findByRole('heading', { name: 'تخفيضات قريبة منك' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'الفواكه والخضروات الأعلى تقييمًا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الأعلى تقييمًا في الألبان والبيض' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض الكل: الفواكه والخضروات' })).toHaveAttribute('href', '/category/fresh-fruits-vegetables');
  });

  it('renders every rail and asks for every rail at once where the browser cannot say what is near', async () => {
    await initTestI18n('en');
    expect(globalThis.IntersectionObserver).toBeUndefined();
    const fetchMock = stubApi();
    renderCatalog(<HomeRails />);
    expect(await screen.findByRole('link', { name: 'Almarai' })).toHaveAttribute('href', '/brands/almarai');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Top rated in Cleaning & hygiene' })).getAllByRole('article')).toHaveLength(1));
    const operations = asked(fetchMock);
    expect(operations.filter((call) => call.operation === 'CatalogRailByCategory').map((call) => call.variables.slug)).toEqual(CATEGORY_RAILS);
    expect(operations.filter((call) => call.operation === 'CatalogPopularBrands')).toHaveLength(1);
  });
});

describe('home rails below the fold', () => {
  beforeEach(() => clearLightCache());
  afterEach(() => unstubAllGlobals());

  it('renders the first rail at once; the others keep their place with their titles and placeholders, asking for nothing yet', async () => {
    await initTestI18n('en');
    const observer = stubIntersectionObserver();
    const fetchMock = stubApi();
    renderCatalog(<HomeRails />);

    expect(await railNames('Discounts near you')).toEqual(['Product 3', 'Product 6', 'Product 8', 'Product 2']);
    // The first rail is not watched: it is in view beside the hero.
    expect(observer.watching(screen.getByRole('region', { name: 'Discounts near you' }))).toEqual([]);

    for (const title of ['Top rated fruits & vegetables', 'Top rated in Dairy & eggs', 'Top rated in Cleaning & hygiene', 'Popular brands']) {
      const rail = screen.getByRole('region', { name: title });
      expect(within(rail).queryAllByRole('article')).toEqual([]);
      expect(within(rail).queryAllByRole('link', { name: 'Almarai' })).toEqual([]);
      // Watched from one viewport height away, so it renders before it scrolls in.
      expect(observer.watching(rail).map((watcher) => watcher.rootMargin)).toEqual([NEAR_VIEWPORT_MARGIN]);
    }
    expect(within(screen.getByRole('region', { name: 'Top rated in Dairy & eggs' })).getAllByTestId('product-card-skeleton')).toHaveLength(6);
    // The placeholders hold nothing to focus: the only stops are the titles' links and buttons.
    const dairy = screen.getByRole('region', { name: 'Top rated in Dairy & eggs' });
    expect(within(dairy).getByRole('link', { name: 'See all: Dairy & eggs' })).toHaveAttribute('href', '/category/dairy-eggs');
    expect(dairy.querySelectorAll('[aria-hidden="true"] a, [aria-hidden="true"] button')).toHaveLength(0);

    expect(asked(fetchMock).map((call) => call.operation)).toEqual(['CatalogHomeOffers']);
  });

  it('asks for a rail and renders its products only once it comes near the viewport', async () => {
    await initTestI18n('en');
    const observer = stubIntersectionObserver();
    const fetchMock = stubApi();
    renderCatalog(<HomeRails />);
    await railNames('Discounts near you');
    const dairy = screen.getByRole('region', { name: 'Top rated in Dairy & eggs' });

    // Still a viewport away or more: nothing happens.
    observer.intersect(dairy, false);
    expect(asked(fetchMock).filter((call) => call.operation === 'CatalogRailByCategory')).toEqual([]);

    observer.intersect(dairy);
    expect(await railNames('Top rated in Dairy & eggs')).toEqual(['Product 40']);
    const rails = asked(fetchMock).filter((call) => call.operation === 'CatalogRailByCategory');
    expect(rails.map((call) => call.variables)).toEqual([{ slug: 'dairy-eggs', first: 12, coordinate: [24.76, 46.76], role: 'GUEST' }]);
    // Near once is near for good: it is no longer watched.
    expect(observer.watching(dairy)).toEqual([]);
    // The rails around it still wait.
    expect(within(screen.getByRole('region', { name: 'Top rated in Snacks & sweets' })).queryAllByRole('article')).toEqual([]);

    observer.intersect(screen.getByRole('region', { name: 'Popular brands' }));
    expect(await screen.findByRole('link', { name: 'Almarai' })).toBeInTheDocument();
    expect(asked(fetchMock).filter((call) => call.operation === 'CatalogPopularBrands')).toHaveLength(1);
  });

  it('renders a rail when focus reaches its title links, and keeps the focus there', async () => {
    await initTestI18n('en');
    stubIntersectionObserver();
    const fetchMock = stubApi();
    renderCatalog(<HomeRails />);
    await railNames('Discounts near you');

    const seeAll = screen.getByRole('link', { name: 'See all: Fruits & vegetables' });
    act(() => seeAll.focus());
    expect(await railNames('Top rated fruits & vegetables')).toEqual(['Product 40']);
    expect(seeAll).toHaveFocus();
    expect(asked(fetchMock).filter((call) => call.operation === 'CatalogRailByCategory').map((call) => call.variables.slug)).toEqual(['fresh-fruits-vegetables']);
  });

  it('stops watching when the page goes, so a rail never asks for products afterwards', async () => {
    await initTestI18n('en');
    const observer = stubIntersectionObserver();
    stubApi();
    const { unmount } = renderCatalog(<HomeRails />);
    await railNames('Discounts near you');
    expect(observer.watched()).toHaveLength(6);
    unmount();
    expect(observer.watched()).toEqual([]);
  });
});
