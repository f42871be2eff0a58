// The shopper's way from a checkout to an order, as the browser walks it, for the API tests: a shopper,
// a product with known stock at one Riyadh seller, a checkout, a payment intent, the provider payment
// (token, payment with the intent's given_id, 3-D Secure) and createOrder.
import { startFakeProvider, TEST_CARDS, type FakePayment, type ProviderHarness } from './fake-provider.js';
import { startSandboxProvider } from './sandbox-provider.js';
import { engineAvailable, startTestApi, type Engine, type Loose, type TestApi } from './test-api.js';

export const RIYADH = { lat: 24.7136, long: 46.6753 };

export const CHECKOUT_FIELDS = `id token grandTotal subTotal deliveryCharge discountAmount couponAmount splitType baseAmount taxAmount scheduleTime
  grandTotalHalalas subTotalHalalas deliveryChargeHalalas baseAmountHalalas taxAmountHalalas outOfStockAction deliveryDistance orderId
  coupon { id couponValue } cart { id user { phone } }
  shippingMethod { id name paymentMethod { id name description } }
  seller { id name arName phone email address arAddress lat long logoImage deliveryMode sellerGroup { id name arName } }
  shippingAddress { address1 address2 lat long country header } billingAddress { address1 lat long header }
  lines { id quantity product { name arName image } totalSellingPrice totalSellingPriceHalalas }`;

export const ORDER_FIELDS = `id orderNumber createdLocal eta rating orderRated status { id statusCode name arName }
  statusDetail { status { statusCode } createdAt } checkout { id grandTotalHalalas lines { quantity product { name } } }
  payment { id status amountHalalas paymentMethod { name } cardBrand lastFour }`;

export const RESULT = 'success key message arMessage errors { field key message arMessage }';

const CREATE_CHECKOUT = `mutation($data: [CheckoutDataInput!]!) { createCheckout(data: $data) { success key checkout { id token grandTotal } } }`;
export const CREATE_PAYMENT = `mutation($checkoutId: ID, $cdId: ID, $pspId: String, $returnUrl: String, $total: Float) {
  createPayment(checkoutId: $checkoutId, cdId: $cdId, pspId: $pspId, returnUrl: $returnUrl, total: $total) {
    ${RESULT} payment { id status givenId amountHalalas } amount currency givenId description callbackUrl } }`;
export const CREATE_ORDER = `mutation($checkoutId: ID, $paymentId: ID, $pspId: String) {
  createOrder(checkoutId: $checkoutId, paymentId: $paymentId, pspId: $pspId) { ${RESULT} order { ${ORDER_FIELDS} } } }`;

export interface World {
  api: TestApi;
  provider: ProviderHarness;
}

/**
 * Runs a suite on both engines, each with its own provider and an API wired to it: the real payments
 * sandbox, or the in-test fake for answers the sandbox never gives.
 */
export function describeCheckoutWorld(title: string, body: (world: () => World, engine: Engine) => void, options: { provider?: 'sandbox' | 'fake' } = {}): void {
  for (const engine of ['pglite', 'postgres'] as const) {
    const available = engineAvailable(engine);
    if (!available) console.warn(`[api tests] NOTICE: "${title}" on PostgreSQL skipped: no server reachable.`);
    (available ? describe : describe.skip)(`${title} [${engine}]`, () => {
      let world: World | undefined;
      beforeAll(async () => {
        const provider = options.provider === 'fake' ? await startFakeProvider() : await startSandboxProvider();
        const api = await startTestApi(engine, { env: { PAYMENT_API_URL: provider.url } });
        world = { api, provider };
      });
      afterAll(async () => {
        await world?.api.close();
        await world?.provider.close();
      });
      body(() => world!, engine);
    });
  }
}

let shopperCount = 0;

/** A new registered shopper with a Saudi mobile number; answers the bearer header and the user id. */
export async function shopper(api: TestApi, name: string): Promise<{ auth: Record<string, string>; userId: number; phone: string }> {
  shopperCount += 1;
  const phone = `05${String(50_000_000 + ((process.pid * 7919 + shopperCount * 104_729) % 49_999_999)).padStart(8, '0')}`;
  const res = await api.gql(
    'mutation($input: RegisterInput!) { register(input: $input) { success token user { userId } } }',
    { input: { phone, email: `${name}-${shopperCount}-${api.engine}@checkout.test`, password: `${name}-Pass-2026`, firstName: 'Noura', lastName: 'Al-Qahtani' } },
    { 'x-gateway-secret': api.config.gatewaySecret, 'x-client-ip': '203.0.113.70' },
  );
  if (!res.data?.register?.success) throw new Error(`register failed: ${JSON.stringify(res)}`);
  // stored in international form
  return { auth: { authorization: `Bearer ${res.data.register.token}` }, userId: Number(res.data.register.user.userId), phone: `+966${phone.slice(1)}` };
}

/** The open seller delivering (and offering pickup) with the widest reach over the centre of Riyadh. */
export async function riyadhSeller(api: TestApi): Promise<{ id: number; name: string; arName: string; radiusKm: number; lat: number; long: number }> {
  const [row] = await api.db.query<{ id: number; name: string; ar_name: string; delivery_radius_km: number; lat: number; long: number }>(
    `SELECT id, name, ar_name, delivery_radius_km, lat, long FROM sellers
     WHERE is_open AND delivery_mode = 'both' AND storefront_distance_km($1, $2, lat, long) <= delivery_radius_km - 2
     ORDER BY delivery_radius_km DESC, id LIMIT 1`,
    [RIYADH.lat, RIYADH.long],
  );
  if (!row) throw new Error('no seller reaches the centre of Riyadh');
  return { id: row.id, name: row.name, arName: row.ar_name, radiusKm: row.delivery_radius_km, lat: row.lat, long: row.long };
}

let productCount = 0;

/** A premium product (above any seller's minimum order) offered only by `sellerId`, with `stock` units. */
export async function premiumProduct(api: TestApi, sellerId: number, stock: number, priceHalalas = 18_900): Promise<{ id: number; name: string; arName: string }> {
  productCount += 1;
  const [next] = await api.db.query<{ id: number }>('SELECT max(id) + 1 AS id FROM products');
  const id = next!.id;
  const [category] = await api.db.query<{ id: number }>(`SELECT id FROM categories WHERE level = 1 ORDER BY id LIMIT 1`);
  const name = `Ajwa Al Madinah Dates Gift Box 1 kg #${productCount}`;
  const arName = `علبة هدايا تمر عجوة المدينة 1 كجم رقم ${productCount}`;
  await api.db.query(
    `INSERT INTO products (id, slug, sku, name, ar_name, price_halalas, selling_price_halalas, category_id, max_order)
     VALUES ($1, $2, $2, $3, $4, $5, $5, $6, 5)`,
    [id, `ajwa-dates-gift-box-${id}`, name, arName, priceHalalas, category!.id],
  );
  await api.db.query('INSERT INTO offers (product_id, seller_id, price_halalas, selling_price_halalas, stock) VALUES ($1, $2, $3, $3, $4)', [id, sellerId, priceHalalas, stock]);
  return { id, name, arName };
}

export async function shippingMethodIds(api: TestApi): Promise<Record<'delivery' | 'pickup' | 'schedule', string>> {
  const res = await api.gql('{ getAllShippingMethods { edges { node { id name } } } }');
  return Object.fromEntries(res.data.getAllShippingMethods.edges.map((e: { node: { id: string; name: string } }) => [e.node.name, e.node.id])) as Record<'delivery' | 'pickup' | 'schedule', string>;
}

/** A checkout for the given lines at the seller, created by the shopper through createCheckout. */
export async function makeCheckout(
  api: TestApi,
  auth: Record<string, string>,
  sellerId: number,
  items: { productId: number; quantity: number }[],
  options: { method?: string; scheduleTime?: string; coordinate?: [number, number] } = {},
): Promise<{ id: string; token: string; grandTotal: number }> {
  const methods = await shippingMethodIds(api);
  const res = await api.gql(
    CREATE_CHECKOUT,
    {
      data: [{
        shippingMethod: methods[(options.method ?? 'delivery') as keyof typeof methods],
        seller: String(sellerId),
        cartDetails: items.map((i) => ({ productId: String(i.productId), quantity: i.quantity })),
        coordinate: options.coordinate ?? [RIYADH.lat, RIYADH.long],
        ...(options.scheduleTime ? { scheduleTime: options.scheduleTime } : {}),
      }],
    },
    auth,
  );
  if (!res.data?.createCheckout?.success) throw new Error(`createCheckout failed: ${JSON.stringify(res)}`);
  return res.data.createCheckout.checkout;
}

export interface PaidCheckout {
  paymentId: string;
  givenId: string;
  amount: number;
  providerPayment: FakePayment;
}

/** The browser's payment: intent from the API, token and payment at the provider, 3-D Secure passed for mada. */
export async function payCheckout(world: World, auth: Record<string, string>, checkoutId: string, card: string = TEST_CARDS.visa, overrides: Record<string, unknown> = {}): Promise<PaidCheckout> {
  const intent = (await world.api.gql(CREATE_PAYMENT, { checkoutId, returnUrl: '/checkout/verify-payment?type=tokenized' }, auth)).data.createPayment;
  if (!intent?.success) throw new Error(`createPayment failed: ${JSON.stringify(intent)}`);
  const token = await world.provider.createToken(card);
  const made = await world.provider.createPayment({
    amount: intent.amount, currency: intent.currency, description: intent.description, callback_url: intent.callbackUrl,
    source: { type: 'token', token: token.id, manual: true }, given_id: intent.givenId, metadata: { given_id: intent.givenId, split_type: 'fixed' }, ...overrides,
  });
  if (made.status !== 201) throw new Error(`provider payment answered ${made.status}: ${JSON.stringify(made.body)}`);
  if (made.body.status === 'initiated') await world.provider.complete3ds(made.body);
  return { paymentId: intent.payment.id, givenId: intent.givenId, amount: intent.amount, providerPayment: await world.provider.payment(made.body.id) };
}

export async function placeOrder(api: TestApi, auth: Record<string, string>, checkoutId: string, paid: PaidCheckout): Promise<Loose> {
  return (await api.gql(CREATE_ORDER, { checkoutId, paymentId: paid.paymentId, pspId: paid.providerPayment.id }, auth)).data.createOrder;
}

export async function offerStock(api: TestApi, sellerId: number, productId: number): Promise<number> {
  const [row] = await api.db.query<{ stock: number }>('SELECT stock FROM offers WHERE seller_id = $1 AND product_id = $2', [sellerId, productId]);
  return row!.stock;
}
