import { screen, within } from '@testing-library/react';
import { clearLightCache } from '../shared/light-query';
import { initTestI18n, makeProduct, renderCatalog } from '../test-utils';
import HomeRails from './home-rails';

const edges = (products: ReturnType<typeof makeProduct>[]) => ({ edges: products.map((node) => ({ node })) });

// Top-rated products near the shopper; only some sell below their list price.
const candidates = [
  makeProduct(1, { priceHalalas: 1000, sellingPriceHalalas: 1000 }),
  makeProduct(2, { priceHalalas: 1000, sellingPriceHalalas: 900 }),
  makeProduct(3, { priceHalalas: 2000, sellingPriceHalalas: 1500 }),
  makeProduct(4, { priceHalalas: 800, sellingPriceHalalas: 600, available: false }),
  makeProduct(5, { priceHalalas: 1200, sellingPriceHalalas: 1200 }),
  makeProduct(6, { priceHalalas: 500, sellingPriceHalalas: 400 }),
];

function stubApi() {
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as { query: string };
    const data = query.includes('CatalogRailDiscounted')
      ? { productsBySearch: edges(candidates) }
      : query.includes('CatalogRailByCategory')
        ? { productsByCategorySlug: edges([makeProduct(40)]) }
        : { popularBrands: [] };
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const railNames = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('home rails', () => {
  beforeEach(() => clearLightCache());
  afterEach(() => vi.unstubAllGlobals());

  it('shows only products reduced near the shopper under a title that says so, biggest saving first', async () => {
    await initTestI18n('en');
    const fetchMock = stubApi();
    renderCatalog(<HomeRails />);

    expect(await screen.findByRole('heading', { name: 'Discounts near you' })).toBeInTheDocument();
    expect(railNames('Discounts near you')).toEqual(['Product 3', 'Product 6', 'Product 2']);

    const discounted = fetchMock.mock.calls
      .map(([, init]) => JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> })
      .find((body) => body.query.includes('CatalogRailDiscounted'));
    // A listing near the shopper, not a keyword search.
    expect(discounted?.variables).not.toHaveProperty('search');
    expect(discounted?.query).toMatch(/sortedBy: RATING_DESC/);
    expect(discounted?.variables.first).toBe(48);
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
});
