// `mf_catalog/product-card` for other teams. Registers the catalog's translations on import, since
// the catalog app itself may not have been bootstrapped on the page.
import i18next from 'i18next';
import { addResources } from 'remote-kit';
import { type FragmentComponent, type ProductCardProps, type ProductSummary } from 'shared-events';
import { resources } from '../../resources';
import { type ProductCardData } from '../../shared/product-fields';
import { ProductCard } from './product-card';

addResources(i18next, resources);

export function fromProductSummary(product: ProductSummary): ProductCardData {
  return {
    id: String(product.id),
    slug: product.slug,
    name: product.name,
    arName: product.arName,
    image: product.image || null,
    priceHalalas: product.price,
    sellingPriceHalalas: product.sellingPrice,
    maxOrder: product.maxOrder,
    stockAvailable: product.stockAvailable ? product.maxOrder : 0,
    available: product.stockAvailable,
    weight: product.weight ?? null,
    weightType: product.weightType ?? null,
    sellerCount: product.stockAvailable ? 1 : 0,
  };
}

function ProductCardFragment({ product }: ProductCardProps) {
  return <ProductCard product={fromProductSummary(product)} />;
}

// checked against the props shared-events declares for this id
export default ProductCardFragment satisfies FragmentComponent<'mf_catalog/product-card'>;
