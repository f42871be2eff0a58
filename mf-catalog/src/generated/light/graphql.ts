/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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