import { type ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstubAllGlobals } from 'remote-kit/testing';
import { DEFAULT_COORDINATE } from '../shared/use-shopper-reach';
import { initTestI18n, makeProduct, renderCatalog, stubLightApi, type LightAnswer } from '../test-utils';
import { CatalogBrandMetaDocument, CatalogSearchFirstPageDocument, CatalogTypeMetaDocument } from '../generated/light/graphql';
import { BrandPage, TypePage } from './named-listing-page';

const almarai = { __typename: 'Brand', id: '1', slug: 'almarai', name: 'Almarai', arName: 'المراعي', iconImage: null };

const almaraiProducts: LightAnswer = {
  request: {
    query: CatalogSearchFirstPageDocument,
    variables: { search: null, filterData: { brands: ['almarai'] }, sortedBy: 'RELEVANCE', first: 24, after: null, type: 'GUEST', coordinates: DEFAULT_COORDINATE },
  },
  result: {
    data: {
      productsBySearch: {
        __typename: 'ProductCountableConnection',
        totalCount: 1,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
        edges: [{ __typename: 'ProductEdge', cursor: 'c1', node: makeProduct(1) }],
        facets: { __typename: 'FacetCounts', categories: [], brands: [], productTypes: [], priceRanges: [] },
      },
    },
  },
};

function renderAt(path: string, route: string, page: ReactElement, answers: LightAnswer[]) {
  stubLightApi(answers);
  return renderCatalog(page, { path, route });
}

afterEach(() => unstubAllGlobals());

describe('brand and type pages', () => {
  it('shows the translated error with a retry when the brand lookup fails, then the brand once it answers', async () => {
    await initTestI18n('ar');
    const user = userEvent.setup();
    renderAt('/brands/almarai', '/brands/:slug', <BrandPage />, [
      { request: { query: CatalogBrandMetaDocument, variables: { slug: 'almarai' } }, error: new TypeError('network down') },
      { request: { query: CatalogBrandMetaDocument, variables: { slug: 'almarai' } }, result: { data: { brandBySlug: almarai } } },
      // the products may be asked for while the brand is still failing; the answer is kept for after the retry
      almaraiProducts,
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل هذه المنتجات.');
    await user.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'المراعي' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'منتج 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the same error for a failed product type lookup, and the 404 for an unknown type', async () => {
    await initTestI18n('en');
    const failed = renderAt('/types/laban', '/types/:slug', <TypePage />, [
      { request: { query: CatalogTypeMetaDocument, variables: { slug: 'laban' } }, result: { errors: [{ message: 'internal' }] } },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load these products.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    failed.unmount();

    renderAt('/types/no-such-type', '/types/:slug', <TypePage />, [
      { request: { query: CatalogTypeMetaDocument, variables: { slug: 'no-such-type' } }, result: { data: { productTypeBySlug: null } } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('keeps the brand title as tall as its icon from the start, whether or not the brand has one', async () => {
    await initTestI18n('en');
    for (const iconImage of ['/images/brands/almarai.png', null]) {
      const { unmount } = renderAt('/brands/almarai', '/brands/:slug', <BrandPage />, [
        { request: { query: CatalogBrandMetaDocument, variables: { slug: 'almarai' } }, result: { data: { brandBySlug: { ...almarai, iconImage } } } },
        almaraiProducts,
      ]);
      const loading = screen.getByRole('heading', { level: 1 });
      expect(getComputedStyle(loading).minHeight).toBe('56px');

      const title = await screen.findByRole('heading', { level: 1, name: 'Almarai' }, { timeout: 5000 });
      expect(getComputedStyle(title).minHeight).toBe('56px');
      expect(title.querySelector('img')?.getAttribute('src') ?? null).toBe(iconImage);
      unmount();
    }
  });
});
