// schema.org Product for search engines, in the page's language: the offers near the shopper as
// one AggregateOffer.
import { formatSarAmount } from 'shared-domain';
import { localDescription, localName, type Language } from '../shared/language';
import { type ProductDetailData, type SellerOfferData } from './product-detail';

export function productJsonLd(product: ProductDetailData, offers: SellerOfferData[], origin: string, language: Language): string {
  const prices = offers.map((offer) => offer.sellingPriceHalalas);
  const low = prices.length ? Math.min(...prices) : product.sellingPriceHalalas;
  const high = prices.length ? Math.max(...prices) : product.sellingPriceHalalas;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localName(product, language),
    description: localDescription(product, language),
    sku: product.sku,
    ...(product.barcode && product.barcodeType?.toUpperCase().startsWith('EAN') ? { gtin13: product.barcode } : {}),
    image: product.image ? new URL(product.image, origin).href : undefined,
    url: `${origin}/product/${product.slug}`,
    ...(product.brand ? { brand: { '@type': 'Brand', name: localName(product.brand, language) } } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'SAR',
      lowPrice: formatSarAmount(low),
      highPrice: formatSarAmount(high),
      offerCount: offers.length,
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  // `<` escaped so a product text can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
