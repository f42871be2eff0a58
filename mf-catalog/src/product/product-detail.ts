// The parts of the product page's answer (product-detail.graphql) its components take.
import type { CatalogProductDetailQuery } from '../generated/light/graphql';

type ProductDetail = NonNullable<CatalogProductDetailQuery['productDetail']>;

export type ProductDetailData = ProductDetail['product'];
export type SellerOfferData = ProductDetail['offers'][number];
