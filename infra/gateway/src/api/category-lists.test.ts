import type { ApiClient } from './api-client';
import { createCategoryLists, LEAD_CATEGORIES, LEAD_CHILDREN } from './category-lists';

const category = (slug: string, children: unknown[] = []) => ({ id: slug, slug, name: slug, arName: slug, image: null, level: 1, position: 1, productCount: 3, children });

function fakeApi() {
  const calls: string[] = [];
  const api = (async (document: { toString(): string }) => {
    const text = document.toString();
    if (text.includes('GatewayCategories')) {
      calls.push('categories');
      return { categories: Array.from({ length: 8 }, (_, index) => category(`c${index}`, Array.from({ length: 9 }, (__, child) => category(`c${index}-${child}`)))) };
    }
    if (text.includes('GatewayPrimeTypes')) {
      calls.push('types');
      return { popularProductTypes: [{ id: 't1', slug: 'dates', name: 'Dates', arName: 'تمور', productCount: 4 }] };
    }
    calls.push('brands');
    return { popularBrands: [{ id: 'b1', slug: 'almarai', name: 'Almarai', arName: 'المراعي', iconImage: null, productCount: 9 }] };
  }) as unknown as ApiClient;
  return { api, calls };
}

describe('the public category lists', () => {
  it('gives the footer the leading categories with at most six children each', async () => {
    const { api } = fakeApi();
    const lead = await createCategoryLists(api).lead();
    expect(lead).toHaveLength(LEAD_CATEGORIES);
    expect(lead.map((entry) => entry.children.length)).toEqual(Array(LEAD_CATEGORIES).fill(LEAD_CHILDREN));
    expect(lead[0]!.children.map((child) => child.slug)).toEqual(['c0-0', 'c0-1', 'c0-2', 'c0-3', 'c0-4', 'c0-5']);
  });

  it('asks the API once per list while it is fresh, whoever reads it (the /api routes or a page render)', async () => {
    const { api, calls } = fakeApi();
    const lists = createCategoryLists(api);
    await Promise.all([lists.categories(), lists.lead(), lists.lead(), lists.types(), lists.types(), lists.brands(), lists.footer()]);
    expect(calls.sort()).toEqual(['brands', 'categories', 'types']);
  });

  it('asks again once a list is older than its time to live', async () => {
    const { api, calls } = fakeApi();
    const lists = createCategoryLists(api, 1);
    await lists.brands();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await lists.brands();
    expect(calls).toEqual(['brands', 'brands']);
  });
});
