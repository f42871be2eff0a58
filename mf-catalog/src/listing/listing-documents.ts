// GraphQL documents of the listings (search, category, type, brand). The first page also carries
// the facets and what the page is about (category, type or brand); later pages carry products only.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { type ProductCardData } from '../shared/product-fields';
import { PRODUCT_CARD_FIELDS } from '../api/product-card-fragment';
import { type Role } from '../shared/use-shopper-reach';

const CONNECTION_FIELDS = gql`
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
  ${PRODUCT_CARD_FIELDS}
`;

const FACET_FIELDS = gql`
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
`;

export type SortBy = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME_ASC' | 'NAME_DESC' | 'RATING_DESC' | 'NEWEST';

export interface FilterData {
  search?: string;
  categories?: string[];
  brands?: string[];
  productTypes?: string[];
  price?: { gte?: number; lte?: number };
}

export interface FacetValue {
  id: string;
  slug: string;
  name: string;
  arName: string;
  count: number;
}

export interface PriceRangeFacet {
  from: number;
  to: number | null;
  count: number;
}

export interface Facets {
  categories: FacetValue[];
  brands: FacetValue[];
  productTypes: FacetValue[];
  priceRanges: PriceRangeFacet[];
}

export interface ListingConnection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: ProductCardData }[];
}

export interface ListingVariables {
  filterData: FilterData;
  sortedBy: SortBy;
  first: number;
  after: string | null;
  type: Role;
  coordinates: [number, number];
}

export interface CategoryMeta {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  level: number;
  parent: { id: string; slug: string; name: string; arName: string } | null;
  children: { id: string; slug: string; name: string; arName: string; image: string | null }[];
}

export interface NamedMeta {
  id: string;
  slug: string;
  name: string;
  arName: string;
  iconImage?: string | null;
}

type WithFacets = ListingConnection & { facets: Facets };

export const SEARCH_FIRST_PAGE: TypedDocumentNode<{ productsBySearch: WithFacets }, ListingVariables & { search: string | null }> = gql`
  query CatalogSearchFirstPage(
    $search: String
    $filterData: ProductFilterInput
    $sortedBy: ProductSortBy
    $first: Int
    $after: String
    $type: Role
    $coordinates: [Float!]
  ) {
    productsBySearch(search: $search, filterData: $filterData, sortedBy: $sortedBy, first: $first, after: $after, type: $type, coordinates: $coordinates) {
      ...ListingConnectionFields
      facets {
        ...ListingFacetFields
      }
    }
  }
  ${CONNECTION_FIELDS}
  ${FACET_FIELDS}
`;

export const SEARCH_NEXT_PAGE: TypedDocumentNode<{ productsBySearch: ListingConnection }, ListingVariables & { search: string | null }> = gql`
  query CatalogSearchNextPage(
    $search: String
    $filterData: ProductFilterInput
    $sortedBy: ProductSortBy
    $first: Int
    $after: String
    $type: Role
    $coordinates: [Float!]
  ) {
    productsBySearch(search: $search, filterData: $filterData, sortedBy: $sortedBy, first: $first, after: $after, type: $type, coordinates: $coordinates) {
      ...ListingConnectionFields
    }
  }
  ${CONNECTION_FIELDS}
`;

export const CATEGORY_FIRST_PAGE: TypedDocumentNode<
  { category: CategoryMeta | null; parent?: CategoryMeta | null; productsByCategorySlug: WithFacets | null },
  ListingVariables & { slug: string; parentSlug: string; withParent: boolean }
> = gql`
  query CatalogCategoryFirstPage(
    $slug: String!
    $parentSlug: String!
    $withParent: Boolean!
    $filterData: ProductFilterInput
    $sortedBy: ProductSortBy
    $first: Int
    $after: String
    $type: Role
    $coordinates: [Float!]
  ) {
    category: categoryBySlug(slug: $slug) {
      ...CategoryMetaFields
    }
    parent: categoryBySlug(slug: $parentSlug) @include(if: $withParent) {
      ...CategoryMetaFields
    }
    productsByCategorySlug(slug: $slug, filterData: $filterData, sortedBy: $sortedBy, first: $first, after: $after, type: $type, coordinates: $coordinates) {
      ...ListingConnectionFields
      facets {
        ...ListingFacetFields
      }
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
  ${CONNECTION_FIELDS}
  ${FACET_FIELDS}
`;

export const CATEGORY_NEXT_PAGE: TypedDocumentNode<{ productsByCategorySlug: ListingConnection }, ListingVariables & { slug: string }> = gql`
  query CatalogCategoryNextPage(
    $slug: String!
    $filterData: ProductFilterInput
    $sortedBy: ProductSortBy
    $first: Int
    $after: String
    $type: Role
    $coordinates: [Float!]
  ) {
    productsByCategorySlug(slug: $slug, filterData: $filterData, sortedBy: $sortedBy, first: $first, after: $after, type: $type, coordinates: $coordinates) {
      ...ListingConnectionFields
    }
  }
  ${CONNECTION_FIELDS}
`;

export const TYPE_META: TypedDocumentNode<{ productTypeBySlug: NamedMeta | null }, { slug: string }> = gql`
  query CatalogTypeMeta($slug: String!) {
    productTypeBySlug(slug: $slug) {
      id
      slug
      name
      arName
    }
  }
`;

export const BRAND_META: TypedDocumentNode<{ brandBySlug: NamedMeta | null }, { slug: string }> = gql`
  query CatalogBrandMeta($slug: String!) {
    brandBySlug(slug: $slug) {
      id
      slug
      name
      arName
      iconImage
    }
  }
`;

type FacetName = { id: string; slug: string; name: string; arName: string } | null;

/** The name of one chosen facet value that the current results no longer count. */
export const FACET_NAME: TypedDocumentNode<
  { category?: FacetName; brand?: FacetName; type?: FacetName },
  { slug: string; category: boolean; brand: boolean; type: boolean }
> = gql`
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
`;
