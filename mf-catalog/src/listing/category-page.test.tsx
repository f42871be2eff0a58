import { screen, within } from '@testing-library/react';
import { unstubAllGlobals } from 'remote-kit/testing';
import { DEFAULT_COORDINATE } from '../shared/use-shopper-reach';
import { headingOutline, initTestI18n, makeProduct, renderCatalog, skippedHeading, stubLightApi, type LightAnswer } from '../test-utils';
import CategoryPage from './category-page';
import { CatalogCategoryFirstPageDocument } from '../generated/light/graphql';

const child = (slug: string, name: string, arName: string) => ({ __typename: 'Category', id: slug, slug, name, arName, image: null });

const dairy = {
  __typename: 'Category',
  id: 'dairy-eggs',
  slug: 'dairy-eggs',
  name: 'Dairy & Eggs',
  arName: 'الألبان والبيض',
  image: null,
  level: 0,
  parent: null,
  children: [child('milk', 'Milk', 'الحليب'), child('eggs', 'Eggs', 'البيض')],
};

/** The first page's question for `slug` (under `parentSlug` on a child category's page). */
const asked = (slug: string, parentSlug = '') => ({
  query: CatalogCategoryFirstPageDocument,
  variables: {
    filterData: {},
    sortedBy: 'RELEVANCE',
    first: 24,
    type: 'GUEST',
    coordinates: DEFAULT_COORDINATE,
    after: null,
    slug,
    parentSlug,
    withParent: parentSlug !== '',
  },
});

function firstPage(category: typeof dairy, children: typeof dairy.children, parentSlug = ''): LightAnswer {
  return {
    request: asked(category.slug, parentSlug),
    result: {
      data: {
        category: { ...category, children },
        productsByCategorySlug: {
          __typename: 'ProductCountableConnection',
          totalCount: 2,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c2' },
          edges: [1, 2].map((index) => ({ __typename: 'ProductEdge', cursor: `c${index}`, node: makeProduct(index) })),
          facets: { __typename: 'FacetCounts', categories: [], brands: [], productTypes: [], priceRanges: [] },
        },
      },
    },
  };
}

function renderCategory(mock: LightAnswer, path = '/category/dairy-eggs') {
  stubLightApi([mock]);
  return renderCatalog(<CategoryPage />, { path, route: path.split('/').length > 3 ? '/category/:slug/:childSlug' : '/category/:slug' });
}

afterEach(() => unstubAllGlobals());

describe('category page', () => {
  it('holds the place of the title and the subcategory chips while loading, then shows them', async () => {
    await initTestI18n('en');
    renderCategory(firstPage(dairy, dairy.children));

    // Placeholders of the chips' row and the title's line, so the toolbar and grid below stay put.
    expect(screen.getByTestId('chips-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy & Eggs' }, { timeout: 5000 })).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(chips).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/category/dairy-eggs/milk', '/category/dairy-eggs/eggs']);
    expect(screen.queryByTestId('chips-placeholder')).not.toBeInTheDocument();
  });

  it('leaves no placeholder behind for a category without subcategories', async () => {
    await initTestI18n('en');
    renderCategory(firstPage(dairy, []));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy & Eggs' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('chips-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Subcategories' })).not.toBeInTheDocument();
  });

  it.each(['ar', 'en'] as const)('goes from its h1 to a products h2 to the cards’ h3s, skipping no level (%s)', async (language) => {
    await initTestI18n(language);
    renderCategory(firstPage(dairy, dairy.children));
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    const outline = headingOutline();
    expect(outline.slice(0, 4)).toEqual(
      language === 'ar'
        ? [
            [1, 'الألبان والبيض'],
            [2, 'المنتجات'],
            [3, 'منتج 1'],
            [3, 'منتج 2'],
          ]
        : [
            [1, 'Dairy & Eggs'],
            [2, 'Products'],
            [3, 'Product 1'],
            [3, 'Product 2'],
          ],
    );
    expect(skippedHeading(outline)).toBeNull();
    // The region of results is named by that h2.
    expect(screen.getByRole('region', { name: language === 'ar' ? 'المنتجات' : 'Products' })).toContainElement(screen.getAllByRole('article')[0]!);
  });

  // The API refuses an unknown slug's products with a field error (and a null category): a 404.
  it.each([
    ['ar', 'الصفحة غير موجودة'],
    ['en', 'Page not found'],
  ] as const)('shows the translated "not found" for an unknown category (%s)', async (language, title) => {
    await initTestI18n(language);
    const refused = { message: 'Some fields need attention.', extensions: { key: 'invalid_input', fieldErrors: [{ field: 'slug', key: 'not_found' }] } };
    renderCategory({ request: asked('no-such-category'), status: 400, result: { errors: [refused], data: null } }, '/category/no-such-category');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByTestId('product-grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "not found" for a child category under another parent', async () => {
    await initTestI18n('en');
    const milk = { ...dairy, id: 'milk', slug: 'milk', name: 'Milk', arName: 'الحليب', level: 1, parent: { __typename: 'Category', id: 'bakery', slug: 'bakery', name: 'Bakery', arName: 'المخبوزات' } };
    renderCategory(firstPage(milk as unknown as typeof dairy, [], 'dairy-eggs'), '/category/dairy-eggs/milk');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says a category failed to load, not that it is missing, when the API does not answer', async () => {
    await initTestI18n('en');
    renderCategory({ request: asked('dairy-eggs'), status: 502, result: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load these products.");
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
