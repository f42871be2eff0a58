// Orders placed the way the shopper places them (checkout, card payment at the provider, createOrder:
// the checkout flow's own helpers), then walked to a status, for the tests of what comes after an order.
import { TEST_CARDS } from './fake-provider.js';
import { RESULT, makeCheckout, payCheckout, placeOrder, premiumProduct, riyadhSeller, type World } from './checkout-flow.js';
import type { TestApi } from './test-api.js';

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  sellerId: number;
  lines: { id: string; quantity: number; productId: string }[];
}

/** An order of two premium Riyadh products (2 and 1 units) from one seller, paid by card. */
export async function placedOrder(world: World, auth: Record<string, string>, stock = 10): Promise<PlacedOrder> {
  const { api } = world;
  const seller = await riyadhSeller(api);
  const dates = await premiumProduct(api, seller.id, stock);
  const saffron = await premiumProduct(api, seller.id, stock, 6_450);
  const checkout = await makeCheckout(api, auth, seller.id, [{ productId: dates.id, quantity: 2 }, { productId: saffron.id, quantity: 1 }]);
  const paid = await payCheckout(world, auth, checkout.id, TEST_CARDS.visa);
  const placed = await placeOrder(api, auth, checkout.id, paid);
  if (!placed?.success) throw new Error(`createOrder failed: ${JSON.stringify(placed)}`);
  const read = await api.gql(`query($id: ID!) { getOrderById(orderId: $id) { id orderNumber checkout { lines { id quantity product { id } } } } }`, { id: placed.order.id }, auth);
  const order = read.data.getOrderById;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    sellerId: seller.id,
    lines: order.checkout.lines.map((l: { id: string; quantity: number; product: { id: string } }) => ({ id: l.id, quantity: l.quantity, productId: l.product.id })),
  };
}

/** Walks the order forward to the status (test-only mutation of the checkout domain). */
export async function advanceOrder(api: TestApi, auth: Record<string, string>, orderId: string, statusCode: string): Promise<void> {
  const res = await api.gql(`mutation($o: ID!, $s: String!) { advanceOrderStatusForTesting(orderId: $o, statusCode: $s) { ${RESULT} } }`, { o: orderId, s: statusCode }, auth);
  if (!res.data?.advanceOrderStatusForTesting?.success) throw new Error(`advance to ${statusCode} failed: ${JSON.stringify(res)}`);
}
