import { gql, type TypedDocumentNode } from '@apollo/client';
import { type ProductCardData } from '../shared/product-fields';
import { PRODUCT_CARD_FIELDS } from '../api/product-card-fragment';
import { type Role } from '../shared/use-shopper-reach';

interface Named {
  slug: string;
  name: string;
  arName: string;
}

export interface ProductDetailData extends ProductCardData {
  sku: string;
  description: string;
  arDescription: string;
  seoTitle: string | null;
  seoDescription: string | null;
  barcode: string | null;
  barcodeType: string | null;
  rating: number;
  tags: string[];
  brand: (Named & { iconImage: string | null }) | null;
  productType: Named | null;
  category: Named & { parent: Named | null };
  attributeValues: { attribute: string; arAttribute: string; value: string; arValue: string }[];
}

export interface SellerOfferData {
  seller: { id: string; name: string; arName: string; logoImage: string | null; deliveryMode: string };
  priceHalalas: number;
  sellingPriceHalalas: number;
  stock: number;
  distanceKm: number;
}

export const PRODUCT_DETAIL: TypedDocumentNode<
  { productDetail: { product: ProductDetailData; offers: SellerOfferData[] } | null },
  { slug: string; coordinate: [number, number]; role: Role }
> = gql`
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
  ${PRODUCT_CARD_FIELDS}
`;
