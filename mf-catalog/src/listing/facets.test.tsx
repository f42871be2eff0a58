import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstubAllGlobals } from 'remote-kit/testing';
import { initTestI18n, renderCatalog, stubLightApi } from '../test-utils';
import { Facets } from './facets';
import { CatalogFacetNameDocument, type ListingFacetFieldsFragment as FacetData } from '../generated/light/graphql';
import { readListingParams, toFilterData, toggleFacet, writeListingParams } from './listing-params';

const facets: FacetData = {
  categories: [{ id: '1', slug: 'dairy-eggs', name: 'Dairy & Eggs', arName: 'الألبان والبيض', count: 120 }],
  brands: [
    { id: '1', slug: 'almarai', name: 'Almarai', arName: 'المراعي', count: 75 },
    { id: '2', slug: 'nadec', name: 'Nadec', arName: 'نادك', count: 51 },
  ],
  productTypes: [{ id: '1', slug: 'milk', name: 'Milk', arName: 'حليب', count: 103 }],
  priceRanges: [
    { from: 0, to: 5, count: 10 },
    { from: 5, to: 10, count: 30 },
    { from: 100, to: null, count: 0 },
  ],
};

describe('Facets', () => {
  it('offers each facet with its counts, and reports ticks, the price range and clearing', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    const onToggle = jest.fn();
    const onPrice = jest.fn();
    const onClear = jest.fn();
    const state = readListingParams(new URLSearchParams('brand=nadec'));
    renderCatalog(<Facets facets={facets} state={state} onToggle={onToggle} onPrice={onPrice} onClear={onClear} />);

    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nadec (51)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Almarai (75)' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Almarai (75)' }));
    expect(onToggle).toHaveBeenCalledWith('brand', 'almarai');
    await user.click(screen.getByRole('checkbox', { name: 'Milk (103)' }));
    expect(onToggle).toHaveBeenCalledWith('type', 'milk');

    const price = screen.getByRole('group', { name: 'Price' });
    expect(screen.getByRole('radio', { name: 'Any price' })).toBeChecked();
    // empty buckets are not offered
    expect(price).not.toHaveTextContent(/100\.00/);
    await user.click(screen.getByRole('radio', { name: /^SAR\s5\.00 to SAR\s10\.00 \(30\)$/ }));
    expect(onPrice).toHaveBeenCalledWith({ from: 5, to: 10 });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('hides the facet the page fixes and shows names in Arabic', async () => {
    await initTestI18n('ar');
    const state = readListingParams(new URLSearchParams());
    renderCatalog(<Facets facets={facets} state={state} hidden={['brand']} onToggle={jest.fn()} onPrice={jest.fn()} onClear={jest.fn()} />);
    expect(screen.queryByRole('group', { name: 'العلامة التجارية' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'حليب (١٠٣)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'مسح عوامل التصفية' })).not.toBeInTheDocument();
  });
});

describe('a chosen value the results no longer count', () => {
  const withoutNadec: FacetData = { ...facets, brands: [{ id: '1', slug: 'almarai', name: 'Almarai', arName: 'المراعي', count: 12 }] };

  it('keeps the name it had when it was chosen', async () => {
    await initTestI18n('ar');
    const state = readListingParams(new URLSearchParams('brand=nadec&type=milk'));
    const props = { state, onToggle: jest.fn(), onPrice: jest.fn(), onClear: jest.fn() };
    const view = renderCatalog(<Facets facets={facets} {...props} />);
    expect(screen.getByRole('checkbox', { name: 'نادك (٥١)' })).toBeChecked();
    // Another facet narrowed the results until no Nadec product is left.
    view.rerender(<Facets facets={withoutNadec} {...props} />);
    expect(screen.getByRole('checkbox', { name: 'نادك (٠)' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /nadec/ })).not.toBeInTheDocument();
  });

  afterEach(() => unstubAllGlobals());

  it('looks the name up when the view opened with it already chosen', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    const onToggle = jest.fn();
    const state = readListingParams(new URLSearchParams('brand=nadec&category=frozen-food'));
    stubLightApi([
      {
        request: { query: CatalogFacetNameDocument, variables: { slug: 'nadec', category: false, brand: true, type: false } },
        result: { data: { brand: { __typename: 'Brand', id: '2', slug: 'nadec', name: 'Nadec', arName: 'نادك' } } },
      },
      {
        request: { query: CatalogFacetNameDocument, variables: { slug: 'frozen-food', category: true, brand: false, type: false } },
        result: { data: { category: { __typename: 'Category', id: '9', slug: 'frozen-food', name: 'Frozen Food', arName: 'الأغذية المجمدة' } } },
      },
    ]);
    renderCatalog(<Facets facets={{ ...withoutNadec, categories: [] }} state={state} onToggle={onToggle} onPrice={jest.fn()} onClear={jest.fn()} />);
    expect(await screen.findByRole('checkbox', { name: 'Nadec (0)' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Frozen Food (0)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Nadec (0)' }));
    expect(onToggle).toHaveBeenCalledWith('brand', 'nadec');
  });
});

describe('listing state in the URL', () => {
  it('combines facets: alternatives within one, all of them across', () => {
    let state = readListingParams(new URLSearchParams('searchKeyword=milk&sort=PRICE_ASC&page=3'));
    state = toggleFacet(state, 'brand', 'almarai');
    state = toggleFacet(state, 'brand', 'nadec');
    state = toggleFacet(state, 'type', 'milk');
    state = { ...state, price: { from: 5, to: 10 } };
    expect(state.page).toBe(1);
    expect(toFilterData(state)).toEqual({ brands: ['almarai', 'nadec'], productTypes: ['milk'], price: { gte: 5, lte: 9.99 } });
    const params = writeListingParams(new URLSearchParams('searchKeyword=milk'), state);
    expect(params.toString()).toBe('searchKeyword=milk&sort=PRICE_ASC&brand=almarai%2Cnadec&type=milk&price=5-10');
    expect(readListingParams(params)).toEqual(state);
  });

  it('combines the category facet with the others, and untoggling one keeps the rest', () => {
    let state = readListingParams(new URLSearchParams('searchKeyword=laban&page=2'));
    state = toggleFacet(state, 'category', 'dairy-eggs');
    state = toggleFacet(state, 'category', 'beverages-water');
    state = toggleFacet(state, 'brand', 'almarai');
    state = { ...state, price: { from: 10, to: null } };
    expect(state.page).toBe(1);
    expect(toFilterData(state)).toEqual({ categories: ['dairy-eggs', 'beverages-water'], brands: ['almarai'], price: { gte: 10 } });
    const params = writeListingParams(new URLSearchParams('searchKeyword=laban'), state);
    expect(params.toString()).toBe('searchKeyword=laban&category=dairy-eggs%2Cbeverages-water&brand=almarai&price=10-');
    expect(readListingParams(params)).toEqual(state);

    state = toggleFacet(state, 'category', 'beverages-water');
    expect(toFilterData(state)).toEqual({ categories: ['dairy-eggs'], brands: ['almarai'], price: { gte: 10 } });
    // A brand page keeps its own brand and still combines a category choice with it.
    expect(toFilterData(state, { brands: ['nadec'] })).toEqual({ brands: ['nadec'], categories: ['dairy-eggs'], price: { gte: 10 } });
  });

  it('ticks a category beside a chosen brand and reports it for that facet', async () => {
    await initTestI18n('en');
    const user = userEvent.setup();
    const onToggle = jest.fn();
    const state = readListingParams(new URLSearchParams('brand=almarai'));
    renderCatalog(<Facets facets={facets} state={state} onToggle={onToggle} onPrice={jest.fn()} onClear={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Almarai (75)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Dairy & Eggs (120)' }));
    expect(onToggle).toHaveBeenCalledWith('category', 'dairy-eggs');
  });

  it('keeps a brand page on its brand and ignores malformed values', () => {
    const state = readListingParams(new URLSearchParams('brand=nadec&price=9-2&page=-1&sort=CHEAPEST&type=Bad%20Slug'));
    expect(state).toMatchObject({ brand: ['nadec'], price: null, page: 1, sort: 'RELEVANCE', type: [] });
    expect(toFilterData(state, { brands: ['almarai'] })).toEqual({ brands: ['almarai'] });
  });
});
