// Prints how long the offers engine takes for a 30-item cart over 50 sellers (median and p95 of many runs).
import { DEFAULT_DELIVERY_COORDINATE } from 'shared-domain';
import { rankSellerOffers, type ProductInfo, type SellerInput, type SellerOfferRow } from '../src/domain/offers.js';

/** Sellers around the store's default delivery point (spec §3), where the shopper is. */
const CENTRE = DEFAULT_DELIVERY_COORDINATE;

const ITEMS = 30;
const SELLERS = 50;
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 2000);

let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

const products = new Map<number, ProductInfo>();
for (let id = 1; id <= 400; id += 1) products.set(id, { id, name: `Product ${id}`, arName: `منتج ${id}`, image: null, maxOrder: 10 });
const sellers: SellerInput[] = Array.from({ length: SELLERS }, (_, i) => {
  const offers = new Map<number, SellerOfferRow>();
  for (let id = 1; id <= 400; id += 1) {
    if (random() < 0.8) offers.set(id, { priceHalalas: 1000 + Math.floor(random() * 5000), sellingPriceHalalas: 900 + Math.floor(random() * 5000), stock: Math.floor(random() * 20) });
  }
  return {
    id: i + 1,
    name: `Seller ${i + 1}`,
    arName: `متجر ${i + 1}`,
    lat: CENTRE.lat + (random() - 0.5) * 0.2,
    long: CENTRE.long + (random() - 0.5) * 0.2,
    deliveryMode: 'both',
    deliveryRadiusKm: 15,
    minOrderHalalas: 3000,
    baseDeliveryFeeHalalas: 800,
    perKmFeeHalalas: 90,
    freeDeliveryOverHalalas: 20000,
    isOpen: true,
    avgPrepMinutes: 30,
    offers,
  };
});
const lines = Array.from({ length: ITEMS }, (_, i) => ({ productId: i * 7 + 1, quantity: 1 + (i % 4) }));
const request = { lines, products, sellers, point: { lat: CENTRE.lat, long: CENTRE.long }, shippingMethod: 'delivery' as const };

for (let i = 0; i < 200; i += 1) rankSellerOffers(request);
const times: number[] = [];
let offers = 0;
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  offers = rankSellerOffers(request).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
console.log(`offers engine: ${ITEMS}-item cart over ${SELLERS} sellers → ${offers} offers; ${RUNS} runs`);
console.log(`  median ${at(0.5)} ms   p95 ${at(0.95)} ms   max ${at(1)} ms   (target ≤ 20 ms)`);
