import { screen, within } from '@testing-library/react';
import { clearLightCache } from '../shared/light-query';
import { headingOutline, initTestI18n, makeProduct, renderCatalog, skippedHeading } from '../test-utils';
import HomePage from './home-page';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

type Body = { query: string };

function stubApi() {
  const fetchMock = jest.fn((_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as Body;
    const products = { edges: [makeProduct(1), makeProduct(2)].map((node) => ({ node })) };
    const data = query.includes('CatalogLeadCategories')
      ? { categories: [] }
      : query.includes('CatalogHomeOffers')
        ? { productsBySearch: products }
        : query.includes('CatalogRailByCategory')
          ? { productsByCategorySlug: products }
          : { popularBrands: [] };
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The rails are a lazily loaded chunk: on a busy machine it can take more than a second to arrive.
describe('home page', () => {
  beforeEach(() => clearLightCache());
  afterEach(() => unstubAllGlobals());

  it('holds the first rail’s place, hidden from assistive technology, until the rails’ code arrives', async () => {
    await initTestI18n('en');
    stubApi();
    renderCatalog(<HomePage />);
    const placeholder = screen.getByTestId('carousel-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(within(placeholder).getAllByTestId('product-card-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('region', { name: 'Discounts near you' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('carousel-placeholder')).not.toBeInTheDocument();
  });

  it.each(['ar', 'en'] as const)('goes from the hero’s h1 to the rails’ h2s to the cards’ h3s, skipping no level (%s)', async (language) => {
    await initTestI18n(language);
    stubApi();
    renderCatalog(<HomePage />);
    const offers = await screen.findByRole('region', { name: language === 'ar' ? 'تخفيضات قريبة منك' : 'Discounts near you' }, { timeout: 5000 });
    await within(offers).findAllByRole('article', {}, { timeout: 5000 });
    const outline = headingOutline();
    expect(outline.map(([level]) => level).slice(0, 5)).toEqual([1, 2, 2, 3, 3]);
    expect(outline.filter(([level]) => level === 1)).toHaveLength(1);
    expect(skippedHeading(outline)).toBeNull();
  });
});
