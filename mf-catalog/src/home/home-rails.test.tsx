import { screen, waitFor, within } from '@testing-library/react';
import { clearLightCache } from '../shared/light-query';
import { initTestI18n, makeProduct, renderCatalog } from '../test-utils';
import HomeRails from './home-rails';

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
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as Body;
    if (query.includes('CatalogHomeOffers') && offers === 'fail') return Promise.resolve(new Response('{}', { status: 502 }));
    const data = query.includes('CatalogHomeOffers')
      ? { productsBySearch: edges(offers === 'fail' ? [] : offers) }
      : query.includes('CatalogRailByCategory')
        ? { productsByCategorySlug: edges([makeProduct(40)]) }
        : { popularBrands: [] };
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The cards' names once the products have replaced the placeholders. */
const railNames = async (title: string) =>
  (await within(screen.getByRole('region', { name: title })).findAllByRole('article')).map((card) => card.getAttribute('aria-label'));

describe('home rails', () => {
  beforeEach(() => clearLightCache());
  afterEach(() => vi.unstubAllGlobals());

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
    // A listing near the shopper, not a keyword search, filtered and sorted by the API.
    expect(offers[0]!.query).toMatch(/filterData: \{ discounted: true \}/);
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
});
