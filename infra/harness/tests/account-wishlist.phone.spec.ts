// The wishlist end to end on the phone, in Arabic and in English: a signed-in shopper's heart on a
// listing's product card saves the product (kept after a reload), which /my-favourite lists and lets
// them remove; a guest's heart on the product page asks them to sign in and completes the add once
// they are back. Screens of /my-favourite go to var/account-wishlist-screens (Arabic on the phone,
// English on the desktop).
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { area, expect, openStore, test } from '../src/fixtures';
import { STORE_URL, repoRoot, type Language } from '../src/store';

const PASSWORD = 'Dates2025a';
const LISTING = '/category/dairy-eggs/milk';

const TEXT = {
  ar: {
    save: (name: string) => `حفظ ${name} في المفضلة`,
    logIn: (name: string) => `سجّل الدخول لإضافة ${name} إلى المفضلة`,
    added: (name: string) => `أُضيف ${name} إلى مفضلتك.`,
    remove: (name: string) => `إزالة ${name} من المفضلة`,
    removed: (name: string) => `أُزيل ${name} من مفضلتك.`,
    title: 'المفضلة',
    one: 'منتج واحد',
    empty: 'لا توجد منتجات في المفضلة بعد',
    browse: 'تصفّح المنتجات',
    identifier: 'البريد الإلكتروني أو رقم الجوال',
    password: 'كلمة المرور',
    submitLogin: 'تسجيل الدخول',
  },
  en: {
    save: (name: string) => `Save ${name} to favourites`,
    logIn: (name: string) => `Log in to add ${name} to favourites`,
    added: (name: string) => `${name} was added to your favourites.`,
    remove: (name: string) => `Remove ${name} from favourites`,
    removed: (name: string) => `${name} was removed from your favourites.`,
    title: 'My favourites',
    one: '1 product',
    empty: 'No favourites yet',
    browse: 'Browse products',
    identifier: 'Email or mobile number',
    password: 'Password',
    submitLogin: 'Sign in',
  },
} as const;

const shots = path.join(repoRoot, 'var', 'account-wishlist-screens');
const catalog = (page: Page) => area(page, 'mf-catalog');
const account = (page: Page) => area(page, 'mf-account');
const uniqueEmail = (label: string) => `e2e-wishlist-${label}-${randomUUID().slice(0, 12)}@example.sa`;

/** A new shopper, registered through the gateway; with the page's request, the page is signed in. */
async function register(request: APIRequestContext, language: Language, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await request.post(`${STORE_URL}/api/auth/register`, {
    headers: { origin: STORE_URL },
    data: { email, password: PASSWORD, firstName: language === 'ar' ? 'ريم' : 'Reem', language: language.toUpperCase() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** /my-favourite lists exactly this product, named and linked in the page language. */
async function expectListed(page: Page, language: Language, name: string, slug: string) {
  const words = TEXT[language];
  await expect(account(page).getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  const items = account(page).getByTestId('wishlist-item');
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole('link', { name })).toHaveAttribute('href', `/product/${slug}`);
  await expect(account(page).getByTestId('wishlist-count')).toHaveText(words.one);
}

async function removeAndSeeEmpty(page: Page, language: Language, name: string) {
  const words = TEXT[language];
  await account(page).getByRole('button', { name: words.remove(name) }).click();
  await expect(account(page).getByTestId('wishlist-item')).toHaveCount(0);
  await expect(account(page).getByRole('status').filter({ hasText: words.removed(name) })).toBeAttached();
  await expect(account(page).getByRole('heading', { level: 2, name: words.empty })).toBeVisible();
  await expect(account(page).getByRole('link', { name: words.browse })).toHaveAttribute('href', '/');
}

test('ar: a signed-in shopper saves a product from a listing card, finds it on /my-favourite and removes it', async ({ page }) => {
  test.setTimeout(120_000);
  const words = TEXT.ar;
  await register(page.request, 'ar', 'card');
  await openStore(page, LISTING, 'ar');

  const card = catalog(page).getByTestId('product-card').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  const slug = (await card.getAttribute('data-product-slug')) ?? '';
  expect(name).toMatch(/[\u0600-\u06FF]/);
  const heart = card.getByRole('button', { name: words.save(name) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Kept on the server: pressed again after a reload, and the listing's other hearts are not.
  await page.reload();
  await expect(card.getByRole('button', { name: words.save(name) })).toHaveAttribute('aria-pressed', 'true');
  await expect(catalog(page).getByTestId('product-card').nth(1).getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'false');

  await page.goto(`${STORE_URL}/my-favourite`);
  await expectListed(page, 'ar', name, slug);
  await page.screenshot({ path: path.join(shots, 'my-favourite-ar-phone.png') });
  await removeAndSeeEmpty(page, 'ar', name);
  await page.screenshot({ path: path.join(shots, 'my-favourite-empty-ar-phone.png') });

  // The listing's heart follows.
  await page.goto(`${STORE_URL}${LISTING}`);
  await expect(catalog(page).locator(`[data-product-slug="${slug}"]`).getByRole('button', { name: words.save(name) })).toHaveAttribute('aria-pressed', 'false');
});

test('en: a guest\'s heart on the product page asks to sign in, and the product is saved once they are back', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const words = TEXT.en;
  const email = await register(request, 'en', 'guest');
  await openStore(page, LISTING, 'en');
  const card = catalog(page).getByTestId('product-card').nth(1);
  const name = (await card.getAttribute('aria-label')) ?? '';
  const slug = (await card.getAttribute('data-product-slug')) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(name);

  await catalog(page).getByRole('button', { name: words.logIn(name) }).click();
  await expect(page).toHaveURL(`${STORE_URL}/authentication/login?redirect=/product/${slug}`);
  await account(page).getByRole('textbox', { name: words.identifier }).fill(email);
  await account(page).getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await account(page).getByRole('button', { name: words.submitLogin }).click();

  // Back on the product, signed in: the add completes and says so.
  await expect(page).toHaveURL(`${STORE_URL}/product/${slug}`);
  await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('status').filter({ hasText: words.added(name) })).toBeVisible();
  await expect(catalog(page).getByRole('button', { name: words.save(name), exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('wishlist-pending'))).toBeNull();

  await page.goto(`${STORE_URL}/my-favourite`);
  await expectListed(page, 'en', name, slug);

  // The same list on the desktop, for the record.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: await page.context().storageState() });
  try {
    const wide = await desktop.newPage();
    await openStore(wide, '/my-favourite', 'en');
    await expectListed(wide, 'en', name, slug);
    await wide.screenshot({ path: path.join(shots, 'my-favourite-en-desktop.png') });
  } finally {
    await desktop.close();
  }

  await removeAndSeeEmpty(page, 'en', name);
  // And the product page's heart follows.
  await page.goto(`${STORE_URL}/product/${slug}`);
  await expect(catalog(page).getByRole('button', { name: words.save(name), exact: true }).first()).toHaveAttribute('aria-pressed', 'false');
});
