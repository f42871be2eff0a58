import type { FacetRow, ProductRow } from './listing-sql.js';
import { asJsonArray, noFacets, toFacets, toProductRecord } from './row-mappers.js';
import { testTaxonomy } from './test-taxonomy.js';

const row: ProductRow = {
  id: 31, slug: 'almarai-milk-1l', sku: 'ALM-1L', name: 'Almarai milk 1 L', ar_name: 'حليب المراعي ١ لتر', description: 'Fresh', ar_description: 'طازج',
  details: '', price_halalas: 700, selling_price_halalas: 650, image: '/milk.webp', weight: 1, weight_type: 'L', barcode: null, barcode_type: null,
  max_order: 5, rating: 4.5, tags: ['fresh'], active: true, attribute_values: '[{"attribute":"Fat","arAttribute":"الدسم","value":"Full","arValue":"كامل"}]',
  metadata: [{ key: 'origin', value: 'SA' }], seo_title: null, seo_description: null, category_id: 2, brand_id: 7, product_type_id: 9,
  offer_price: 690, offer_selling: 600, seller_count: 3, max_stock: 40,
};

describe('a product row', () => {
  it('becomes a record with its taxonomy nodes and its best offer', () => {
    const record = toProductRecord({ ...row, score: 14 }, testTaxonomy());
    expect(record).toMatchObject({
      id: 31,
      arName: 'حليب المراعي ١ لتر',
      catalogPriceHalalas: 700,
      catalogSellingPriceHalalas: 650,
      category: { slug: 'milk' },
      brand: { slug: 'almarai' },
      productType: { slug: 'fresh-milk' },
      offer: { priceHalalas: 690, sellingPriceHalalas: 600, sellerCount: 3, maxStock: 40 },
      score: 14,
    });
    // JSON columns arrive parsed or as text, depending on the driver
    expect(record.attributeValues).toEqual([{ attribute: 'Fat', arAttribute: 'الدسم', value: 'Full', arValue: 'كامل' }]);
    expect(record.metadata).toEqual([{ key: 'origin', value: 'SA' }]);
  });

  it('has no offer when no seller in reach holds stock, and no score unless searched', () => {
    const record = toProductRecord({ ...row, offer_price: null, offer_selling: null, seller_count: 0, max_stock: null }, testTaxonomy());
    expect(record.offer).toBeNull();
    expect(record.score).toBe(0);
    expect(toProductRecord({ ...row, seller_count: 0 }, testTaxonomy()).offer).toBeNull();
  });

  it('takes the selling price as the list price when the offer names none', () => {
    expect(toProductRecord({ ...row, offer_price: null }, testTaxonomy()).offer).toMatchObject({ priceHalalas: 600, sellingPriceHalalas: 600 });
  });

  it('has no brand or type it does not name', () => {
    expect(toProductRecord({ ...row, brand_id: null, product_type_id: 404 }, testTaxonomy())).toMatchObject({ brand: null, productType: null });
  });

  it('is refused when its category is unknown', () => {
    expect(() => toProductRecord({ ...row, category_id: 404 }, testTaxonomy())).toThrow('product 31 has unknown category 404');
  });
});

describe('JSON array columns', () => {
  it('read as an empty list when they are not a list', () => {
    expect(asJsonArray('{"a":1}')).toEqual([]);
    expect(asJsonArray(null)).toEqual([]);
    expect(asJsonArray([1, 2])).toEqual([1, 2]);
  });
});

describe('facet rows', () => {
  it('become counts, largest first, with every price bucket and the range', () => {
    const rows: FacetRow[] = [
      { facet: 'category', id: 1, n: 4, lo: null, hi: null },
      { facet: 'subCategory', id: 2, n: 4, lo: null, hi: null },
      { facet: 'brand', id: 8, n: 2, lo: null, hi: null },
      { facet: 'brand', id: 7, n: 2, lo: null, hi: null },
      { facet: 'brand', id: 9, n: 5, lo: null, hi: null },
      { facet: 'type', id: null, n: 1, lo: null, hi: null },
      { facet: 'price', id: 1, n: 3, lo: null, hi: null },
      { facet: 'price', id: 5, n: 1, lo: null, hi: null },
      { facet: 'range', id: null, n: 4, lo: 650, hi: 12900 },
    ];
    const facets = toFacets(rows);
    expect(facets.brands).toEqual([{ id: 9, count: 5 }, { id: 7, count: 2 }, { id: 8, count: 2 }]);
    expect(facets.categories).toEqual([{ id: 1, count: 4 }]);
    expect(facets.productTypes).toEqual([]);
    expect(facets.priceRanges.map((r) => r.count)).toEqual([0, 3, 0, 0, 0, 1]);
    expect(facets.priceRanges.at(-1)).toEqual({ fromHalalas: 10000, toHalalas: null, count: 1 });
    expect([facets.minHalalas, facets.maxHalalas]).toEqual([650, 12900]);
  });

  it('of a listing nothing can match: every bucket at zero, no range', () => {
    expect(noFacets()).toEqual({ ...toFacets([]), minHalalas: null, maxHalalas: null });
    expect(noFacets().priceRanges).toHaveLength(6);
  });
});
