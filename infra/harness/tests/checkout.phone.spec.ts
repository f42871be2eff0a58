// Checkout journeys on the phone viewport (the desktop ones are in checkout.desktop.spec.ts): a saved
// card paying twice (the second time in the apps' bare web view), a pickup order at 0.00 delivery,
// a scheduled order that keeps its slot, and a session that lapses mid-checkout.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import {
  CARDS,
  PASSWORD,
  WORDS,
  checkoutArea,
  fillCard,
  fillServerCart,
  placedOrder,
  proceedFromCart,
  registerShopper,
  reportTiming,
  serverCartLines,
  setDeliveryAddress,
  throughAddressAndReview,
} from '../src/checkout';
import { area } from '../src/fixtures';
import { lapseSession } from '../src/session';
import { STORE_URL, repoRoot, type Language } from '../src/store';

const shots = path.join(repoRoot, 'var', 'checkout-screens');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `checkout-${name}.png`), fullPage: true });
const graphql = (page: Page, query: string, variables: Record<string, unknown> = {}) =>
  page.request
    .post(`${STORE_URL}/graphql`, { headers: { 'content-type': 'application/json', 'x-api-key': 'storefront-public-key', origin: STORE_URL }, data: { query, variables } })
    .then((r) => r.json() as Promise<{ data: Record<string, unknown> }>);

/** A Visa card the shopper saved earlier: tokenized with the provider (verified once) and kept by the store. */
async function saveVisaCard(page: Page): Promise<void> {
  const config = (await (await page.request.get(`${STORE_URL}/api/payment-config`)).json()) as { apiUrl: string; publishableKey: string };
  const token = await page.request.post(`${config.apiUrl}/tokens`, {
    headers: { authorization: `Basic ${Buffer.from(`${config.publishableKey}:`).toString('base64')}` },
    data: { name: 'Sara Alqahtani', number: CARDS.visa, month: 5, year: new Date().getFullYear() + 3, cvc: '123', callback_url: `${STORE_URL}/` },
  });
  const { id, status } = (await token.json()) as { id: string; status: string };
  expect(status).toBe('verified');
  const saved = await graphql(page, 'mutation Save($input: CardTokenInput!) { addCardToken(input: $input) { success key } }', {
    input: { token: id, cardType: 'visa', lastFour: '1111', expiryMnt: 5, expiryYr: new Date().getFullYear() + 3, nickName: 'visa 1111', default: true },
  });
  expect(saved.data.addCardToken).toEqual({ success: true, key: 'card_saved' });
}

/** The layout shifts so far that moved the page's main element (its top, in CSS pixels, before and after). */
const mainContentShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ from: number; to: number }[]>((resolve) => {
        const moved: { from: number; to: number }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
            for (const source of entry.sources) if (source.node === document.getElementById('main-content')) moved.push({ from: source.previousRect.y, to: source.currentRect.y });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(moved), 100);
      }),
  );

async function payWithNewVisa(page: Page, language: Language): Promise<number> {
  const words = WORDS[language];
  const checkout = checkoutArea(page);
  await checkout.getByRole('button', { name: words.toCard }).click();
  await expect(page).toHaveURL(/\/checkout\/moyasar-payment$/);
  await fillCard(page, language, CARDS.visa);
  await expect(checkout.getByTestId('card-brand').getByRole('img')).toHaveAttribute('data-brand', 'visa');
  await shot(page, `card-form-${language}-phone`);
  const pressed = Date.now();
  await checkout.getByRole('button', { name: words.pay }).click();
  await expect(page).toHaveURL(/\/checkout\/order-placed$/, { timeout: 30_000 });
  await expect(checkout.getByTestId('order-number')).toHaveText(/\S+/);
  return pressed;
}

test('(c) en: a saved card pays with its stored token, and pays again for a second order in the apps’ web view', async ({ page }) => {
  test.setTimeout(150_000);
  const language = 'en';
  const words = WORDS[language];
  await registerShopper(page, language, 'saved');
  await setDeliveryAddress(page);
  await saveVisaCard(page);
  const checkout = checkoutArea(page);

  for (const round of [1, 2] as const) {
    await fillServerCart(page);
    await proceedFromCart(page, language, 'delivery');
    await throughAddressAndReview(page, language);
    // the second time, as the apps open it: the mobile payment route, without the store's header
    if (round === 1) await checkout.getByRole('link', { name: words.toPayment }).click();
    else await page.goto(`${STORE_URL}/checkout/mobile-payment`);
    const cards = checkout.getByRole('group', { name: words.payWith });
    await expect(cards.getByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked();
    if (round === 2) {
      await expect(page.getByRole('banner')).toHaveCount(0);
      // without a header, the page starts at the top and stays there as it comes to life
      expect(await mainContentShifts(page)).toEqual([]);
    }
    await shot(page, round === 1 ? 'payment-en-phone' : 'mobile-payment-en-phone');
    const pressed = Date.now();
    await checkout.getByRole('button', { name: words.pay }).click();
    await expect(page).toHaveURL(round === 1 ? /\/checkout\/order-placed$/ : /\/checkout\/mobile-order-placed$/, { timeout: 30_000 });
    await expect(checkout.getByTestId('order-number')).toHaveText(/\S+/);
    reportTiming(round === 1 ? 'saved-card-web' : 'saved-card-mobile', pressed);
    if (round === 2) {
      await expect(page.getByRole('banner')).toHaveCount(0);
      await shot(page, 'mobile-order-placed-en-phone');
    } else {
      await shot(page, 'order-placed-en-phone');
    }
    const order = await placedOrder(page);
    expect(order.status.statusCode).toBe('placed');
    expect(order.payment.lastFour).toBe('1111');
    // the next round reads the new ORD_SUCC
    await page.context().clearCookies({ name: 'ORD_SUCC' });
  }
  const orders = await graphql(page, '{ orders(first: 5) { totalCount } }');
  expect((orders.data.orders as { totalCount: number }).totalCount).toBe(2);
});

test('(d) ar: a pickup order shows the store’s address and 0.00 delivery, and is placed so', async ({ page }) => {
  test.setTimeout(120_000);
  const language = 'ar';
  const words = WORDS[language];
  await registerShopper(page, language, 'pickup');
  await setDeliveryAddress(page);
  await fillServerCart(page);
  await proceedFromCart(page, language, 'pickup');
  const checkout = checkoutArea(page);
  await expect(checkout.getByTestId('pickup-address')).toBeVisible();
  await expect(checkout.getByTestId('pickup-delivery')).toContainText('٠٫٠٠');
  // the four steps share one row on a phone, none wrapped onto a line of its own
  const steps = checkout.getByRole('list', { name: words.checkoutSteps }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size, `step tops ${tops.join(', ')}`).toBe(1);
  await shot(page, 'address-pickup-ar-phone');
  await throughAddressAndReview(page, language);
  await expect(checkout.getByTestId('summary-delivery')).toContainText('٠٫٠٠');
  await shot(page, 'review-ar-phone');
  await checkout.getByRole('link', { name: words.toPayment }).click();
  await expect(checkout.getByRole('group', { name: words.payWith })).toBeVisible();
  await shot(page, 'payment-ar-phone');
  const pressed = await payWithNewVisa(page, language);
  reportTiming('new-visa-pickup', pressed);
  await expect(checkout.getByTestId('summary-delivery')).toContainText('٠٫٠٠');
  await shot(page, 'order-placed-ar-phone');
  const order = await placedOrder(page);
  expect(order.checkout.shippingMethod.name).toBe('pickup');
  expect(order.checkout.deliveryChargeHalalas).toBe(0);
  expect(order.status.statusCode).toBe('placed');
});

test('(e) en: a scheduled order keeps the slot chosen in the cart through review to the placed order', async ({ page }) => {
  test.setTimeout(120_000);
  const language = 'en';
  const words = WORDS[language];
  await registerShopper(page, language, 'schedule');
  await setDeliveryAddress(page);
  await fillServerCart(page);
  const slot = await proceedFromCart(page, language, 'schedule');
  const checkout = checkoutArea(page);
  await expect(checkout.getByTestId('chosen-address')).toContainText('Al Olaya, Riyadh');
  await shot(page, 'address-en-phone');
  await throughAddressAndReview(page, language);
  const reviewed = await checkout.getByTestId('review-slot').textContent();
  expect(reviewed).toMatch(/\d/);
  await shot(page, 'review-en-phone');
  await checkout.getByRole('link', { name: words.toPayment }).click();
  const pressed = await payWithNewVisa(page, language);
  reportTiming('new-visa-schedule', pressed);
  await expect(checkout.getByTestId('review-slot')).toHaveText(reviewed!);
  const order = await placedOrder(page);
  expect(order.checkout.shippingMethod.name).toBe('schedule');
  expect(new Date(order.checkout.scheduleTime!).toISOString()).toBe(new Date(slot!).toISOString());
});

test('(h) ar: a session that lapses mid-checkout opens the modal on the page; the cart and the checkout are kept for signing in again', async ({ page }) => {
  test.setTimeout(150_000);
  const language = 'ar';
  const words = WORDS[language];
  const email = await registerShopper(page, language, 'lapse');
  await setDeliveryAddress(page);
  await fillServerCart(page);
  await proceedFromCart(page, language, 'delivery');
  const checkout = checkoutArea(page);
  await throughAddressAndReview(page, language);
  await checkout.getByRole('link', { name: words.toPayment }).click();
  await expect(checkout.getByRole('group', { name: words.payWith })).toBeVisible();
  const cartBefore = await serverCartLines(page);
  expect(cartBefore).toHaveLength(2);

  // the session lapses while the shopper is on the page: their next step's requests meet it
  await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true));
  await lapseSession(page);
  await checkout.getByRole('button', { name: words.toCard }).click();
  const modal = page.getByRole('alertdialog', { name: words.expiredModal });
  await expect(modal).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), 'opened mid-page, not after a reload').toBe(true);
  // the checkout waits under the modal, with the way back in
  await expect(checkout.getByRole('heading', { level: 2, name: words.expiredTitle })).toBeAttached();
  await shot(page, 'session-expired-ar-phone');

  // closing it is not a logout: what the cart and the checkout keep on the device is all there
  const storedBefore = await page.evaluate(() => localStorage.getItem('cart_ship_method'));
  await modal.getByRole('button', { name: words.close }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cart_ship_method'))).toBe(storedBefore);
  expect((await page.context().cookies()).map((c) => c.name)).toContain('checkout_dts');

  // signing in again leads back to this checkout, with the same cart
  await checkout.getByRole('link', { name: words.signInAgain }).click();
  await expect(page).toHaveURL(`${STORE_URL}/authentication/login?redirect=/checkout/moyasar-payment`);
  const form = area(page, 'mf-account');
  await form.getByRole('textbox', { name: words.identifier }).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: words.submitLogin }).click();
  await expect(page).toHaveURL(`${STORE_URL}/checkout/moyasar-payment`);
  await expect(checkout.getByRole('textbox', { name: words.number })).toBeVisible();
  expect(await serverCartLines(page)).toEqual(cartBefore);
  await expect(page.getByTestId('cart-badge').first()).toHaveText(/^(2|٢)$/);
});
