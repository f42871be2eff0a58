// The account's orders on a phone: a delivered order is rated and gets feedback with a photo uploaded
// through the gateway (Arabic); an order marked as a favourite is ordered again from the favourites,
// its products go into the cart through the cart team's service and the cart shows the stores that can
// fulfil it now (English). The orders are placed through the API as the browser places them; the
// checkout screens have journeys of their own.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { area, expect, openStore, test } from '../src/fixtures';
import { DELIVERY_ADDRESS, advanceOrder, emptyServerCart, photoPng, placeOrderForNewShopper } from '../src/orders';
import { STORE_URL, repoRoot } from '../src/store';

const shots = path.join(repoRoot, 'var', 'account-orders-screens');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const arabicDigits = (value: number) => String(value).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test('ar: a delivered order is rated five stars and gets feedback with a photo, both kept after a reload', async ({ page }) => {
  test.setTimeout(150_000);
  const order = await placeOrderForNewShopper(page, 'ar', 'rate');
  await advanceOrder(page, order.id, 'delivered');
  const title = `الطلب ${order.orderNumber}`;

  await openStore(page, '/orders', 'ar');
  const account = area(page, 'mf-account');
  const history = account.getByRole('list', { name: 'طلباتي' });
  await expect(history.getByRole('article', { name: title })).toContainText('تم التوصيل');
  await shot(page, 'orders-ar-phone');
  await history.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(account.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const timeline = account.getByRole('list', { name: 'سجل الحالة' });
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await expect(timeline.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
  await expect(account.getByTestId('order-payment')).toHaveText(/فيزا تنتهي بـ ١١١١/);
  await expect(account.getByTestId('order-address')).toContainText(DELIVERY_ADDRESS);

  const stars = account.getByRole('group', { name: 'كيف كان هذا الطلب؟' });
  await stars.getByRole('radio', { name: '٥ من ٥' }).check();
  await account.getByRole('button', { name: 'أرسل التقييم' }).click();
  await expect(account.getByTestId('order-rating')).toHaveText(/قيّمت هذا الطلب ٥ من ٥/);

  await account.getByRole('button', { name: 'أبلغ عن مشكلة في هذا الطلب' }).click();
  const form = account.getByTestId('feedback-form');
  await form.getByRole('combobox', { name: 'الفئة' }).selectOption({ label: 'مشكلة في الطلب' });
  await form.getByRole('combobox', { name: 'المشكلة' }).selectOption({ label: 'صنف تالف' });
  await form.getByRole('textbox', { name: 'ماذا حدث؟' }).fill('وصلت علبة التمر مضغوطة وبعض الحبات مكسورة.');
  const [first] = order.products;
  await form.getByRole('checkbox', { name: new RegExp(`^${escape(first!.arName)} × ${arabicDigits(first!.quantity)}$`) }).check();
  // the page's own button opens the system's file dialog
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('group', { name: 'صور أو مستندات PDF (اختياري)' }).getByRole('button', { name: 'اختر الملفات' }).click();
  await (await chooser).setFiles({ name: 'dates-box.png', mimeType: 'image/png', buffer: photoPng() });
  await expect(form.getByRole('list', { name: 'الملفات المرفقة' })).toContainText('dates-box.png');
  await shot(page, 'order-feedback-form-ar-phone');
  await form.getByRole('button', { name: 'أرسل الملاحظات' }).click();

  await expect(account.getByText('شكرًا لك. وصلتنا ملاحظاتك وسنتواصل معك.')).toBeVisible();
  const sent = account.getByRole('list', { name: 'الملاحظات التي أرسلتها' });
  await expect(sent.getByRole('article')).toContainText('مشكلة في الطلب · صنف تالف');
  await expect(sent.getByRole('article')).toContainText(first!.arName);
  // the photo comes back from the store, to this shopper, as the image it is
  const photo = sent.getByRole('img', { name: 'dates-box.png' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  await shot(page, 'order-ar-phone');

  await page.reload();
  await expect(account.getByTestId('order-rating')).toHaveText(/قيّمت هذا الطلب ٥ من ٥/);
  await expect(account.getByRole('list', { name: 'الملاحظات التي أرسلتها' }).getByRole('article')).toHaveCount(1);
  await expect(account.getByRole('radio')).toHaveCount(0);
});

test('en: an order marked as a favourite is ordered again from the favourites into the cart, which shows the stores for it', async ({ page }) => {
  test.setTimeout(150_000);
  const order = await placeOrderForNewShopper(page, 'en', 'again');
  // the order-placed page would have had the cart emptied; this shopper's cart starts empty too
  await emptyServerCart(page);
  const title = `Order ${order.orderNumber}`;

  await openStore(page, `/orders/${order.id}`, 'en');
  const account = area(page, 'mf-account');
  await expect(account.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const favourite = account.getByRole('button', { name: 'Favourite order' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await account.getByRole('link', { name: 'Favourite orders' }).click();

  await expect(page).toHaveURL(/\/favourite-orders$/);
  const card = account.getByRole('list', { name: 'Favourite orders' }).getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await shot(page, 'favourite-orders-en-phone');
  await card.getByRole('button', { name: `Order again ${order.orderNumber}` }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const cart = area(page, 'mf-cart');
  await expect(cart.getByTestId('cart-line')).toHaveCount(2);
  for (const product of order.products) await expect(cart.getByTestId('cart-line').filter({ hasText: product.name })).toBeVisible();
  await expect(cart.getByTestId('offer').first()).toBeVisible();
  // the cart service added the order's quantities to the shopper's server cart
  const { cart: saved } = (await (await page.request.get(`${STORE_URL}/api/cart`)).json()) as { cart: { cartItem: { quantity: number; product: { id: string } }[] } };
  expect(saved.cartItem.map((item) => [item.product.id, item.quantity]).sort()).toEqual(order.products.map((p) => [p.id, p.quantity]).sort());
});
