// What the checkout journeys share: a new signed-in shopper with a delivery address and a server
// cart (set up through the gateway, as the account and cart pages would), the way from the cart to
// the checkout, the checkout screens' words in each language, and reading an order back from /graphql.
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { area, expect, requestsSettled, useLanguage } from './fixtures';
import { STORE_URL, type Language } from './store';

export const PASSWORD = 'Dates2025a';
const SAME_ORIGIN = { origin: STORE_URL };

export const CARDS = {
  /** mada, 3-D Secure challenge, approved. */
  madaApproved: '4201320111111010',
  /** mada, 3-D Secure challenge, declined (INSUFFICIENT FUNDS). */
  madaDeclined: '4201320000311101',
  /** Visa, frictionless, approved. */
  visa: '4111111111111111',
} as const;

export const WORDS = {
  ar: {
    checkoutSteps: 'خطوات إتمام الطلب',
    proceed: 'المتابعة للدفع',
    shippingMethod: 'طريقة الاستلام',
    method: { delivery: 'توصيل', pickup: 'استلام من المتجر', schedule: 'توصيل مجدول' },
    slot: 'موعد التوصيل',
    toReview: 'المتابعة إلى المراجعة',
    toPayment: 'المتابعة إلى الدفع',
    payWith: 'الدفع باستخدام',
    newCard: 'بطاقة جديدة',
    toCard: 'المتابعة إلى بيانات البطاقة',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    month: 'شهر الانتهاء',
    year: 'سنة الانتهاء',
    cvc: 'رمز التحقق (CVC)',
    save: 'احفظ هذه البطاقة للمرة القادمة',
    pay: /^ادفع /,
    approve: 'موافقة',
    placed: 'تم الطلب',
    thanks: 'شكراً لك! تم تقديم طلبك.',
    invalidCard: 'لم تتم الموافقة على بطاقتك. يرجى مراجعة بياناتها أو استخدام بطاقة أخرى.',
    failedTitle: 'لم تكتمل عملية الدفع',
    signIn: 'تسجيل الدخول',
    identifier: 'البريد الإلكتروني أو رقم الجوال',
    password: 'كلمة المرور',
    submitLogin: 'تسجيل الدخول',
    empty: 'لا يوجد ما يمكن إتمامه بعد',
    backToCart: 'العودة إلى السلة',
    expiredModal: 'انتهت صلاحية جلستك',
    close: 'إغلاق',
    expiredTitle: 'سجّل الدخول مرة أخرى للمتابعة',
    signInAgain: 'تسجيل الدخول مرة أخرى',
    unavailable: 'هذا الجزء من المتجر غير متاح حالياً',
    unavailableArea: 'إتمام الطلب — بقية المتجر تعمل بشكل طبيعي. يرجى المحاولة بعد قليل.',
  },
  en: {
    checkoutSteps: 'Checkout steps',
    proceed: 'Proceed to checkout',
    shippingMethod: 'How do you want it?',
    method: { delivery: 'Delivery', pickup: 'Pickup', schedule: 'Schedule' },
    slot: 'Delivery slot',
    toReview: 'Continue to review',
    toPayment: 'Continue to payment',
    payWith: 'Pay with',
    newCard: 'A new card',
    toCard: 'Continue to card details',
    name: 'Name on card',
    number: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvc: 'CVC',
    save: 'Save this card for next time',
    pay: /^Pay /,
    approve: 'Approve',
    placed: 'Order placed',
    thanks: 'Thank you! Your order has been placed.',
    invalidCard: 'Your card was not authorized. Please check its details or use another card.',
    failedTitle: 'Your payment did not go through',
    signIn: 'Sign in',
    identifier: 'Email or mobile number',
    password: 'Password',
    submitLogin: 'Sign in',
    empty: 'Nothing to check out yet',
    backToCart: 'Back to cart',
    expiredModal: 'Your session has expired',
    close: 'Close',
    expiredTitle: 'Sign in again to go on',
    signInAgain: 'Sign in again',
    unavailable: 'This part of the store is not available right now',
    unavailableArea: 'Checkout — The rest of the store still works. Please try again in a moment.',
  },
} as const;

export const checkoutArea = (page: Page) => area(page, 'mf-checkout');
export const cartArea = (page: Page) => area(page, 'mf-cart');

export const uniqueEmail = (label: string) => `e2e-checkout-${label}-${randomUUID().slice(0, 12)}@example.sa`;

export interface Product {
  id: string;
  slug: string;
  name: string;
  arName: string;
  maxOrder: number | null;
  sellerCount: number;
  sellingPriceHalalas: number;
  /** How many to take so the two together clear every store's minimum order (at most 100 SAR). */
  quantity: number;
}

/** Two products most sellers carry, so several stores can fill the cart. */
export async function commonProducts(page: Page): Promise<Product[]> {
  const response = await page.request.post(`${STORE_URL}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key', ...SAME_ORIGIN },
    data: { query: '{ productsBySearch(first: 100) { edges { node { id slug name arName maxOrder sellerCount sellingPriceHalalas } } } }' },
  });
  const nodes: Product[] = (await response.json()).data.productsBySearch.edges.map((e: { node: Product }) => e.node);
  // well stocked, and dear enough that a few of each clear the minimum order
  const common = nodes.filter((p) => p.sellerCount >= 4 && (p.maxOrder ?? 50) >= 6 && p.sellingPriceHalalas >= 1500);
  expect(common.length).toBeGreaterThan(1);
  return common.slice(0, 2).map((p) => ({ ...p, quantity: Math.min(p.maxOrder ?? 50, Math.max(2, Math.ceil(7000 / p.sellingPriceHalalas))) }));
}

/** A shopper registered through the gateway: the page's context holds the session cookie. */
export async function registerShopper(page: Page, language: Language, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await page.request.post(`${STORE_URL}/api/auth/register`, {
    headers: SAME_ORIGIN,
    data: { email, password: PASSWORD, firstName: language === 'ar' ? 'سارة' : 'Sara', lastName: language === 'ar' ? 'القحطاني' : 'Alqahtani', language: language.toUpperCase() },
  });
  expect(response.status(), await response.text()).toBe(200);
  await useLanguage(page.context(), language);
  return email;
}

/** The shopper's current delivery address, as the address picker saves it. */
export async function setDeliveryAddress(page: Page, address = { address: 'Al Olaya, Riyadh', lat: 24.6966, long: 46.6853 }): Promise<void> {
  const response = await page.request.post(`${STORE_URL}/api/address/set-default`, { headers: SAME_ORIGIN, data: { ...address, country: 'SA', addressType: 'SHIPPING' } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the shopper's server cart with two common products, enough for any store's minimum. */
export async function fillServerCart(page: Page): Promise<Product[]> {
  const products = await commonProducts(page);
  const response = await page.request.post(`${STORE_URL}/api/cart/add-to-cart`, {
    headers: SAME_ORIGIN,
    data: { items: products.map((p) => ({ productId: Number(p.id), quantity: p.quantity })) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return products;
}

/** From the cart page to /checkout/address with the chosen way to receive the order. */
export async function proceedFromCart(page: Page, language: Language, method: 'delivery' | 'pickup' | 'schedule'): Promise<string | null> {
  const words = WORDS[language];
  await page.goto(`${STORE_URL}/cart`);
  const cart = cartArea(page);
  await expect(cart.getByTestId('cart-line').first()).toBeVisible();
  const shipping = cart.getByRole('group', { name: words.shippingMethod });
  await shipping.getByRole('radio', { name: words.method[method], exact: true }).check();
  let slot: string | null = null;
  if (method === 'schedule') {
    const select = cart.getByRole('combobox', { name: words.slot });
    await expect(select).toBeVisible();
    slot = await select.inputValue();
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  }
  await expect(cart.getByTestId('offer').first()).toBeVisible();
  const proceed = cart.getByRole('button', { name: words.proceed });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  return slot;
}

/** The address and review steps, as a shopper goes through them. */
export async function throughAddressAndReview(page: Page, language: Language): Promise<void> {
  const words = WORDS[language];
  const checkout = checkoutArea(page);
  // a button for delivery (enabled once the address is set), a link for pickup
  const toReview = checkout.getByRole('button', { name: words.toReview }).or(checkout.getByRole('link', { name: words.toReview }));
  await expect(toReview).toBeEnabled();
  await toReview.click();
  await expect(page).toHaveURL(/\/checkout\/checkout-address$/);
  await expect(checkout.getByTestId('order-summary')).toBeVisible();
}

/** Fills the card form (the number typed as a shopper types it, in groups). */
export async function fillCard(page: Page, language: Language, number: string, { save = false } = {}): Promise<void> {
  const words = WORDS[language];
  const checkout = checkoutArea(page);
  await checkout.getByRole('textbox', { name: words.name }).fill(language === 'ar' ? 'Sara Alqahtani' : 'Sara Alqahtani');
  await checkout.getByRole('textbox', { name: words.number }).pressSequentially(number.replace(/(\d{4})/g, '$1 ').trim(), { delay: 5 });
  await checkout.getByRole('combobox', { name: words.month }).selectOption('05');
  await checkout.getByRole('combobox', { name: words.year }).selectOption(String(new Date().getFullYear() + 3));
  await checkout.getByLabel(words.cvc).fill('123');
  if (save) await checkout.getByRole('checkbox', { name: words.save }).check();
}

/** Every request the page sends, by URL and body, to search for a card number afterwards. */
export function recordRequests(page: Page): { url: string; body: string }[] {
  const seen: { url: string; body: string }[] = [];
  const record = (request: Request) => seen.push({ url: request.url(), body: request.postData() ?? '' });
  page.on('request', record);
  return seen;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  status: { statusCode: string };
  checkout: { scheduleTime: string | null; deliveryChargeHalalas: number; grandTotalHalalas: number; shippingMethod: { name: string } };
  payment: { status: string; lastFour: string | null };
}

/** The order the order-placed page recorded (the ORD_SUCC cookie), read back through /graphql. */
export async function placedOrder(page: Page): Promise<PlacedOrder> {
  let orderId: string | undefined;
  await expect
    .poll(async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === 'ORD_SUCC');
      orderId = cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { orderId: string }).orderId : undefined;
      return orderId;
    })
    .toBeTruthy();
  const response = await page.request.post(`${STORE_URL}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key', ...SAME_ORIGIN },
    data: {
      query: 'query Placed($id: ID!) { getOrderById(orderId: $id) { id orderNumber status { statusCode } checkout { scheduleTime deliveryChargeHalalas grandTotalHalalas shippingMethod { name } } payment { status lastFour } } }',
      variables: { id: orderId },
    },
  });
  const order = (await response.json()).data.getOrderById as PlacedOrder | null;
  expect(order, 'the order exists for this shopper').toBeTruthy();
  return order!;
}

/** Milliseconds from pressing Pay to the order-placed page, printed for the report. */
export function reportTiming(label: string, started: number): void {
  console.log(`checkout-timing ${label} ${Date.now() - started}`);
}

/** The shopper's server cart as { productId, quantity } lines, read through the gateway. */
export async function serverCartLines(page: Page): Promise<{ productId: number; quantity: number }[]> {
  const response = await page.request.get(`${STORE_URL}/api/cart`);
  expect(response.status(), await response.text()).toBe(200);
  const { cart } = (await response.json()) as { cart: { cartItem: { product: { id: string | number }; quantity: number }[] } | null };
  return (cart?.cartItem ?? []).map((line) => ({ productId: Number(line.product.id), quantity: line.quantity })).sort((a, b) => a.productId - b.productId);
}

export interface ScriptLoad {
  origin: string;
  path: string;
}

/**
 * Every script a full load of `path` fetches (script elements and chunks, workers included), as
 * origin and path, until the page has settled with `ready` on screen. Inline scripts are counted
 * apart: they come with the page itself.
 */
export async function scriptInventory(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<{ scripts: ScriptLoad[]; inline: number }> {
  const scripts: ScriptLoad[] = [];
  const record = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    scripts.push({ origin: url.origin, path: url.pathname });
  };
  page.on('request', record);
  try {
    await page.goto(`${STORE_URL}${path}`);
    await ready(page);
    await requestsSettled(page);
  } finally {
    page.off('request', record);
  }
  // what ran from elements on the page agrees with what was fetched (nothing from a cache elsewhere)
  const elements = await page.evaluate(() => Array.from(document.scripts, (s) => s.src).filter(Boolean));
  for (const src of elements) {
    const url = new URL(src);
    if (!scripts.some((s) => s.origin === url.origin && s.path === url.pathname)) scripts.push({ origin: url.origin, path: url.pathname });
  }
  const inline = await page.evaluate(() => Array.from(document.scripts).filter((s) => !s.src).length);
  return { scripts, inline };
}
