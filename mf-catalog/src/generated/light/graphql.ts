/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PriceRangeInput = {
  /** SAR */
  gte?: number | null | undefined;
  /** SAR */
  lte?: number | null | undefined;
};

export type ProductFilterInput = {
  brands?: Array<string> | null | undefined;
  /** Category slugs (level 0 or 1). */
  categories?: Array<string> | null | undefined;
  /** When true, only products whose best selling price in reach is below that offer's list price. */
  discounted?: boolean | null | undefined;
  price?: PriceRangeInput | null | undefined;
  productTypes?: Array<string> | null | undefined;
  /** Free text, as in productsBySearch(search). */
  search?: string | null | undefined;
};

export type ProductSortBy =
  /** Biggest relative saving of the best offer in reach first ((price - sellingPrice) / price), then id. */
  | 'DISCOUNT_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RATING_DESC'
  | 'RELEVANCE';

export type Role =
  | 'GUEST'
  | 'USER';

export type CatalogSimilarProductsQueryVariables = Exact<{
  product: string;
  coordinate?: Array<number> | number | null | undefined;
  role?: Role | null | undefined;
  first?: number | null | undefined;
}>;


export type CatalogSimilarProductsQuery = { similarProducts: Array<{ id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number }> };

export type CatalogRailByCategoryQueryVariables = Exact<{
  slug: string;
  coordinate?: Array<number> | number | null | undefined;
  role?: Role | null | undefined;
  first?: number | null | undefined;
}>;


export type CatalogRailByCategoryQuery = { productsByCategorySlug: { edges: Array<{ node: { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number } }> } };

export type CatalogRailBySearchQueryVariables = Exact<{
  search?: string | null | undefined;
  coordinate?: Array<number> | number | null | undefined;
  role?: Role | null | undefined;
  first?: number | null | undefined;
}>;


export type CatalogRailBySearchQuery = { productsBySearch: { edges: Array<{ node: { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number } }> } };

export type CatalogHomeOffersQueryVariables = Exact<{
  coordinate?: Array<number> | number | null | undefined;
  role?: Role | null | undefined;
  first?: number | null | undefined;
}>;


export type CatalogHomeOffersQuery = { productsBySearch: { edges: Array<{ node: { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number } }> } };

export type CatalogLeadCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogLeadCategoriesQuery = { categories: Array<{ id: string, slug: string, name: string, arName: string, image: string | null }> };

export type CatalogPopularBrandsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type CatalogPopularBrandsQuery = { popularBrands: Array<{ id: string, slug: string, name: string, arName: string, iconImage: string | null }> };

export type CatalogFacetNameQueryVariables = Exact<{
  slug: string;
  category: boolean;
  brand: boolean;
  type: boolean;
}>;


export type CatalogFacetNameQuery = { category?: { id: string, slug: string, name: string, arName: string } | null, brand?: { id: string, slug: string, name: string, arName: string } | null, type?: { id: string, slug: string, name: string, arName: string } | null };

export type ListingConnectionFieldsFragment = { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number } }> };

export type ListingFacetFieldsFragment = { categories: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, brands: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, productTypes: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, priceRanges: Array<{ from: number, to: number | null, count: number }> };

export type CatalogTypeMetaQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogTypeMetaQuery = { productTypeBySlug: { id: string, slug: string, name: string, arName: string } | null };

export type CatalogBrandMetaQueryVariables = Exact<{
  slug: string;
}>;


export type CatalogBrandMetaQuery = { brandBySlug: { id: string, slug: string, name: string, arName: string, iconImage: string | null } | null };

export type CatalogCategoryFirstPageQueryVariables = Exact<{
  slug: string;
  parentSlug: string;
  withParent: boolean;
  filterData?: ProductFilterInput | null | undefined;
  sortedBy?: ProductSortBy | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  type?: Role | null | undefined;
  coordinates?: Array<number> | number | null | undefined;
}>;


export type CatalogCategoryFirstPageQuery = { category: { id: string, slug: string, name: string, arName: string, image: string | null, level: number, parent: { id: string, slug: string, name: string, arName: string } | null, children: Array<{ id: string, slug: string, name: string, arName: string, image: string | null }> } | null, parent?: { id: string, slug: string, name: string, arName: string, image: string | null, level: number, parent: { id: string, slug: string, name: string, arName: string } | null, children: Array<{ id: string, slug: string, name: string, arName: string, image: string | null }> } | null, productsByCategorySlug: { totalCount: number, facets: { categories: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, brands: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, productTypes: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, priceRanges: Array<{ from: number, to: number | null, count: number }> }, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number } }> } };

export type CatalogCategoryNextPageQueryVariables = Exact<{
  slug: string;
  filterData?: ProductFilterInput | null | undefined;
  sortedBy?: ProductSortBy | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  type?: Role | null | undefined;
  coordinates?: Array<number> | number | null | undefined;
}>;


export type CatalogCategoryNextPageQuery = { productsByCategorySlug: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number } }> } };

export type CategoryMetaFieldsFragment = { id: string, slug: string, name: string, arName: string, image: string | null, level: number, parent: { id: string, slug: string, name: string, arName: string } | null, children: Array<{ id: string, slug: string, name: string, arName: string, image: string | null }> };

export type CatalogSearchFirstPageQueryVariables = Exact<{
  search?: string | null | undefined;
  filterData?: ProductFilterInput | null | undefined;
  sortedBy?: ProductSortBy | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  type?: Role | null | undefined;
  coordinates?: Array<number> | number | null | undefined;
}>;


export type CatalogSearchFirstPageQuery = { productsBySearch: { totalCount: number, facets: { categories: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, brands: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, productTypes: Array<{ id: string, slug: string, name: string, arName: string, count: number }>, priceRanges: Array<{ from: number, to: number | null, count: number }> }, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number } }> } };

export type CatalogSearchNextPageQueryVariables = Exact<{
  search?: string | null | undefined;
  filterData?: ProductFilterInput | null | undefined;
  sortedBy?: ProductSortBy | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  type?: Role | null | undefined;
  coordinates?: Array<number> | number | null | undefined;
}>;


export type CatalogSearchNextPageQuery = { productsBySearch: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number } }> } };

export type CatalogCategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogCategoryTreeQuery = { categories: Array<{ id: string, slug: string, name: string, arName: string, image: string | null, children: Array<{ id: string, slug: string, name: string, arName: string, image: string | null }> }> };

export type CatalogProductDetailQueryVariables = Exact<{
  slug: string;
  coordinate?: Array<number> | number | null | undefined;
  role?: Role | null | undefined;
}>;


export type CatalogProductDetailQuery = { productDetail: { product: { sku: string, description: string, arDescription: string, seoTitle: string | null, seoDescription: string | null, barcode: string | null, barcodeType: string | null, rating: number, tags: Array<string>, id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number, brand: { id: string, slug: string, name: string, arName: string, iconImage: string | null } | null, productType: { id: string, slug: string, name: string, arName: string } | null, category: { id: string, slug: string, name: string, arName: string, parent: { id: string, slug: string, name: string, arName: string } | null }, attributeValues: Array<{ attribute: string, arAttribute: string, value: string, arValue: string }> }, offers: Array<{ priceHalalas: number, sellingPriceHalalas: number, stock: number, distanceKm: number, seller: { id: string, name: string, arName: string, logoImage: string | null, deliveryMode: string } }> } | null };

export type ProductCardFieldsFragment = { id: string, slug: string, name: string, arName: string, image: string | null, priceHalalas: number, sellingPriceHalalas: number, maxOrder: number | null, stockAvailable: number, available: boolean, weight: number | null, weightType: string | null, sellerCount: number };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const ListingConnectionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListingConnectionFields on ProductCountableConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`, {"fragmentName":"ListingConnectionFields"}) as unknown as TypedDocumentString<ListingConnectionFieldsFragment, unknown>;
export const ListingFacetFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListingFacetFields on FacetCounts {
  categories {
    id
    slug
    name
    arName
    count
  }
  brands {
    id
    slug
    name
    arName
    count
  }
  productTypes {
    id
    slug
    name
    arName
    count
  }
  priceRanges {
    from
    to
    count
  }
}
    `, {"fragmentName":"ListingFacetFields"}) as unknown as TypedDocumentString<ListingFacetFieldsFragment, unknown>;
export const CategoryMetaFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryMetaFields on Category {
  id
  slug
  name
  arName
  image
  level
  parent {
    id
    slug
    name
    arName
  }
  children {
    id
    slug
    name
    arName
    image
  }
}
    `, {"fragmentName":"CategoryMetaFields"}) as unknown as TypedDocumentString<CategoryMetaFieldsFragment, unknown>;
export const CatalogSimilarProductsDocument = new TypedDocumentString(`
    query CatalogSimilarProducts($product: ID!, $coordinate: [Float!], $role: Role, $first: Int) {
  similarProducts(
    product: $product
    coordinate: $coordinate
    role: $role
    first: $first
  ) {
    ...ProductCardFields
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogSimilarProductsQuery, CatalogSimilarProductsQueryVariables>;
export const CatalogRailByCategoryDocument = new TypedDocumentString(`
    query CatalogRailByCategory($slug: String!, $coordinate: [Float!], $role: Role, $first: Int) {
  productsByCategorySlug(
    slug: $slug
    coordinates: $coordinate
    type: $role
    first: $first
    sortedBy: RATING_DESC
  ) {
    edges {
      node {
        ...ProductCardFields
      }
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogRailByCategoryQuery, CatalogRailByCategoryQueryVariables>;
export const CatalogRailBySearchDocument = new TypedDocumentString(`
    query CatalogRailBySearch($search: String, $coordinate: [Float!], $role: Role, $first: Int) {
  productsBySearch(
    search: $search
    coordinates: $coordinate
    type: $role
    first: $first
  ) {
    edges {
      node {
        ...ProductCardFields
      }
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogRailBySearchQuery, CatalogRailBySearchQueryVariables>;
export const CatalogHomeOffersDocument = new TypedDocumentString(`
    query CatalogHomeOffers($coordinate: [Float!], $role: Role, $first: Int) {
  productsBySearch(
    coordinates: $coordinate
    type: $role
    first: $first
    filterData: {discounted: true}
    sortedBy: DISCOUNT_DESC
  ) {
    edges {
      node {
        ...ProductCardFields
      }
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogHomeOffersQuery, CatalogHomeOffersQueryVariables>;
export const CatalogLeadCategoriesDocument = new TypedDocumentString(`
    query CatalogLeadCategories {
  categories(level: 0) {
    id
    slug
    name
    arName
    image
  }
}
    `) as unknown as TypedDocumentString<CatalogLeadCategoriesQuery, CatalogLeadCategoriesQueryVariables>;
export const CatalogPopularBrandsDocument = new TypedDocumentString(`
    query CatalogPopularBrands($first: Int) {
  popularBrands(first: $first) {
    id
    slug
    name
    arName
    iconImage
  }
}
    `) as unknown as TypedDocumentString<CatalogPopularBrandsQuery, CatalogPopularBrandsQueryVariables>;
export const CatalogFacetNameDocument = new TypedDocumentString(`
    query CatalogFacetName($slug: String!, $category: Boolean!, $brand: Boolean!, $type: Boolean!) {
  category: categoryBySlug(slug: $slug) @include(if: $category) {
    id
    slug
    name
    arName
  }
  brand: brandBySlug(slug: $slug) @include(if: $brand) {
    id
    slug
    name
    arName
  }
  type: productTypeBySlug(slug: $slug) @include(if: $type) {
    id
    slug
    name
    arName
  }
}
    `) as unknown as TypedDocumentString<CatalogFacetNameQuery, CatalogFacetNameQueryVariables>;
export const CatalogTypeMetaDocument = new TypedDocumentString(`
    query CatalogTypeMeta($slug: String!) {
  productTypeBySlug(slug: $slug) {
    id
    slug
    name
    arName
  }
}
    `) as unknown as TypedDocumentString<CatalogTypeMetaQuery, CatalogTypeMetaQueryVariables>;
export const CatalogBrandMetaDocument = new TypedDocumentString(`
    query CatalogBrandMeta($slug: String!) {
  brandBySlug(slug: $slug) {
    id
    slug
    name
    arName
    iconImage
  }
}
    `) as unknown as TypedDocumentString<CatalogBrandMetaQuery, CatalogBrandMetaQueryVariables>;
export const CatalogCategoryFirstPageDocument = new TypedDocumentString(`
    query CatalogCategoryFirstPage($slug: String!, $parentSlug: String!, $withParent: Boolean!, $filterData: ProductFilterInput, $sortedBy: ProductSortBy, $first: Int, $after: String, $type: Role, $coordinates: [Float!]) {
  category: categoryBySlug(slug: $slug) {
    ...CategoryMetaFields
  }
  parent: categoryBySlug(slug: $parentSlug) @include(if: $withParent) {
    ...CategoryMetaFields
  }
  productsByCategorySlug(
    slug: $slug
    filterData: $filterData
    sortedBy: $sortedBy
    first: $first
    after: $after
    type: $type
    coordinates: $coordinates
  ) {
    ...ListingConnectionFields
    facets {
      ...ListingFacetFields
    }
  }
}
    fragment ListingConnectionFields on ProductCountableConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...ProductCardFields
    }
  }
}
fragment ListingFacetFields on FacetCounts {
  categories {
    id
    slug
    name
    arName
    count
  }
  brands {
    id
    slug
    name
    arName
    count
  }
  productTypes {
    id
    slug
    name
    arName
    count
  }
  priceRanges {
    from
    to
    count
  }
}
fragment CategoryMetaFields on Category {
  id
  slug
  name
  arName
  image
  level
  parent {
    id
    slug
    name
    arName
  }
  children {
    id
    slug
    name
    arName
    image
  }
}
fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogCategoryFirstPageQuery, CatalogCategoryFirstPageQueryVariables>;
export const CatalogCategoryNextPageDocument = new TypedDocumentString(`
    query CatalogCategoryNextPage($slug: String!, $filterData: ProductFilterInput, $sortedBy: ProductSortBy, $first: Int, $after: String, $type: Role, $coordinates: [Float!]) {
  productsByCategorySlug(
    slug: $slug
    filterData: $filterData
    sortedBy: $sortedBy
    first: $first
    after: $after
    type: $type
    coordinates: $coordinates
  ) {
    ...ListingConnectionFields
  }
}
    fragment ListingConnectionFields on ProductCountableConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...ProductCardFields
    }
  }
}
fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogCategoryNextPageQuery, CatalogCategoryNextPageQueryVariables>;
export const CatalogSearchFirstPageDocument = new TypedDocumentString(`
    query CatalogSearchFirstPage($search: String, $filterData: ProductFilterInput, $sortedBy: ProductSortBy, $first: Int, $after: String, $type: Role, $coordinates: [Float!]) {
  productsBySearch(
    search: $search
    filterData: $filterData
    sortedBy: $sortedBy
    first: $first
    after: $after
    type: $type
    coordinates: $coordinates
  ) {
    ...ListingConnectionFields
    facets {
      ...ListingFacetFields
    }
  }
}
    fragment ListingConnectionFields on ProductCountableConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...ProductCardFields
    }
  }
}
fragment ListingFacetFields on FacetCounts {
  categories {
    id
    slug
    name
    arName
    count
  }
  brands {
    id
    slug
    name
    arName
    count
  }
  productTypes {
    id
    slug
    name
    arName
    count
  }
  priceRanges {
    from
    to
    count
  }
}
fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogSearchFirstPageQuery, CatalogSearchFirstPageQueryVariables>;
export const CatalogSearchNextPageDocument = new TypedDocumentString(`
    query CatalogSearchNextPage($search: String, $filterData: ProductFilterInput, $sortedBy: ProductSortBy, $first: Int, $after: String, $type: Role, $coordinates: [Float!]) {
  productsBySearch(
    search: $search
    filterData: $filterData
    sortedBy: $sortedBy
    first: $first
    after: $after
    type: $type
    coordinates: $coordinates
  ) {
    ...ListingConnectionFields
  }
}
    fragment ListingConnectionFields on ProductCountableConnection {
  totalCount
  pageInfo {
    hasNextPage
    endCursor
  }
  edges {
    cursor
    node {
      ...ProductCardFields
    }
  }
}
fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogSearchNextPageQuery, CatalogSearchNextPageQueryVariables>;
export const CatalogCategoryTreeDocument = new TypedDocumentString(`
    query CatalogCategoryTree {
  categories {
    id
    slug
    name
    arName
    image
    children {
      id
      slug
      name
      arName
      image
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogCategoryTreeQuery, CatalogCategoryTreeQueryVariables>;
export const CatalogProductDetailDocument = new TypedDocumentString(`
    query CatalogProductDetail($slug: String!, $coordinate: [Float!], $role: Role) {
  productDetail(slug: $slug, coordinate: $coordinate, role: $role) {
    product {
      ...ProductCardFields
      sku
      description
      arDescription
      seoTitle
      seoDescription
      barcode
      barcodeType
      rating
      tags
      brand {
        id
        slug
        name
        arName
        iconImage
      }
      productType {
        id
        slug
        name
        arName
      }
      category {
        id
        slug
        name
        arName
        parent {
          id
          slug
          name
          arName
        }
      }
      attributeValues {
        attribute
        arAttribute
        value
        arValue
      }
    }
    offers {
      seller {
        id
        name
        arName
        logoImage
        deliveryMode
      }
      priceHalalas
      sellingPriceHalalas
      stock
      distanceKm
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  name
  arName
  image
  priceHalalas
  sellingPriceHalalas
  maxOrder
  stockAvailable
  available
  weight
  weightType
  sellerCount
}`) as unknown as TypedDocumentString<CatalogProductDetailQuery, CatalogProductDetailQueryVariables>;