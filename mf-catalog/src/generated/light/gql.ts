/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CatalogSimilarProducts($product: ID!, $coordinate: [Float!], $role: Role, $first: Int) {\n  similarProducts(\n    product: $product\n    coordinate: $coordinate\n    role: $role\n    first: $first\n  ) {\n    ...ProductCardFields\n  }\n}\n\nquery CatalogRailByCategory($slug: String!, $coordinate: [Float!], $role: Role, $first: Int) {\n  productsByCategorySlug(\n    slug: $slug\n    coordinates: $coordinate\n    type: $role\n    first: $first\n    sortedBy: RATING_DESC\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}\n\nquery CatalogRailBySearch($search: String, $coordinate: [Float!], $role: Role, $first: Int) {\n  productsBySearch(\n    search: $search\n    coordinates: $coordinate\n    type: $role\n    first: $first\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}": typeof types.CatalogSimilarProductsDocument,
    "query CatalogHomeOffers($coordinate: [Float!], $role: Role, $first: Int) {\n  productsBySearch(\n    coordinates: $coordinate\n    type: $role\n    first: $first\n    filterData: {discounted: true}\n    sortedBy: DISCOUNT_DESC\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}": typeof types.CatalogHomeOffersDocument,
    "query CatalogLeadCategories {\n  categories(level: 0) {\n    id\n    slug\n    name\n    arName\n    image\n  }\n}": typeof types.CatalogLeadCategoriesDocument,
    "query CatalogPopularBrands($first: Int) {\n  popularBrands(first: $first) {\n    id\n    slug\n    name\n    arName\n    iconImage\n  }\n}": typeof types.CatalogPopularBrandsDocument,
    "fragment ProductCardFields on Product {\n  id\n  slug\n  name\n  arName\n  image\n  priceHalalas\n  sellingPriceHalalas\n  maxOrder\n  stockAvailable\n  available\n  weight\n  weightType\n  sellerCount\n}": typeof types.ProductCardFieldsFragmentDoc,
};
const documents: Documents = {
    "query CatalogSimilarProducts($product: ID!, $coordinate: [Float!], $role: Role, $first: Int) {\n  similarProducts(\n    product: $product\n    coordinate: $coordinate\n    role: $role\n    first: $first\n  ) {\n    ...ProductCardFields\n  }\n}\n\nquery CatalogRailByCategory($slug: String!, $coordinate: [Float!], $role: Role, $first: Int) {\n  productsByCategorySlug(\n    slug: $slug\n    coordinates: $coordinate\n    type: $role\n    first: $first\n    sortedBy: RATING_DESC\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}\n\nquery CatalogRailBySearch($search: String, $coordinate: [Float!], $role: Role, $first: Int) {\n  productsBySearch(\n    search: $search\n    coordinates: $coordinate\n    type: $role\n    first: $first\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}": types.CatalogSimilarProductsDocument,
    "query CatalogHomeOffers($coordinate: [Float!], $role: Role, $first: Int) {\n  productsBySearch(\n    coordinates: $coordinate\n    type: $role\n    first: $first\n    filterData: {discounted: true}\n    sortedBy: DISCOUNT_DESC\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}": types.CatalogHomeOffersDocument,
    "query CatalogLeadCategories {\n  categories(level: 0) {\n    id\n    slug\n    name\n    arName\n    image\n  }\n}": types.CatalogLeadCategoriesDocument,
    "query CatalogPopularBrands($first: Int) {\n  popularBrands(first: $first) {\n    id\n    slug\n    name\n    arName\n    iconImage\n  }\n}": types.CatalogPopularBrandsDocument,
    "fragment ProductCardFields on Product {\n  id\n  slug\n  name\n  arName\n  image\n  priceHalalas\n  sellingPriceHalalas\n  maxOrder\n  stockAvailable\n  available\n  weight\n  weightType\n  sellerCount\n}": types.ProductCardFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogSimilarProducts($product: ID!, $coordinate: [Float!], $role: Role, $first: Int) {\n  similarProducts(\n    product: $product\n    coordinate: $coordinate\n    role: $role\n    first: $first\n  ) {\n    ...ProductCardFields\n  }\n}\n\nquery CatalogRailByCategory($slug: String!, $coordinate: [Float!], $role: Role, $first: Int) {\n  productsByCategorySlug(\n    slug: $slug\n    coordinates: $coordinate\n    type: $role\n    first: $first\n    sortedBy: RATING_DESC\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}\n\nquery CatalogRailBySearch($search: String, $coordinate: [Float!], $role: Role, $first: Int) {\n  productsBySearch(\n    search: $search\n    coordinates: $coordinate\n    type: $role\n    first: $first\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}"): typeof import('./graphql.js').CatalogSimilarProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogHomeOffers($coordinate: [Float!], $role: Role, $first: Int) {\n  productsBySearch(\n    coordinates: $coordinate\n    type: $role\n    first: $first\n    filterData: {discounted: true}\n    sortedBy: DISCOUNT_DESC\n  ) {\n    edges {\n      node {\n        ...ProductCardFields\n      }\n    }\n  }\n}"): typeof import('./graphql.js').CatalogHomeOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogLeadCategories {\n  categories(level: 0) {\n    id\n    slug\n    name\n    arName\n    image\n  }\n}"): typeof import('./graphql.js').CatalogLeadCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogPopularBrands($first: Int) {\n  popularBrands(first: $first) {\n    id\n    slug\n    name\n    arName\n    iconImage\n  }\n}"): typeof import('./graphql.js').CatalogPopularBrandsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCardFields on Product {\n  id\n  slug\n  name\n  arName\n  image\n  priceHalalas\n  sellingPriceHalalas\n  maxOrder\n  stockAvailable\n  available\n  weight\n  weightType\n  sellerCount\n}"): typeof import('./graphql.js').ProductCardFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
