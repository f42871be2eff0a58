// Shopping in the catalog end to end: search with facets and a second page, an Arabic query with
// a typo, add to cart from a listing and a product page (and the guest's wishlist heart), and
// prices following the address.
import { expect, test, type Page } from '@playwright/test';
import { area, openStore } from '../src/fixtures';

const catalog = (page: Page) => area(page, 'mf-catalog');

async function openFilters(page: Page) {
  const toggle = catalog(page).getByRole('button', { name: /Show filters|إظهار عوامل التصفية/ });
  if (await toggle.isVisible()) await toggle.click();
}

const slugs = (page: Page) =>
  catalog(page)
    .getByTestId('product-grid')
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-slug')));

test('a search with combined facets and a second page shows no product twice', async ({ page }) => {
  await openStore(page, '/search-products?searchKeyword=milk', 'en');
  await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText('Results for “milk”');
  const count = catalog(page).getByTestId('result-count');
  await expect(count).toHaveText(/^\d+ products$/);
  const all = Number((await count.textContent())?.split(' ')[0]);

  await openFilters(page);
  await catalog(page).getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: /^Almarai \(/ }).click();
  await expect(page).toHaveURL(/brand=almarai/);
  await catalog(page).getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: /^Nadec \(/ }).click();
  await expect(page).toHaveURL(/brand=almarai%2Cnadec|brand=almarai,nadec/);
  await catalog(page).getByRole('group', { name: 'Product type' }).getByRole('checkbox', { name: /^Milk \(/ }).click();
  await expect(page).toHaveURL(/type=milk/);
  await expect(count).not.toHaveText(`${all} products`);
  const filtered = Number((await count.textContent())?.split(' ')[0]);
  expect(filtered).toBeGreaterThan(24);
  expect(filtered).toBeLessThan(all);
  await expect.poll(async () => (await slugs(page)).length).toBe(24);

  await catalog(page).getByRole('button', { name: 'Show more products' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await slugs(page)).length).toBe(Math.min(filtered, 48));
  const shown = await slugs(page);
  expect(new Set(shown).size).toBe(shown.length);

  // The URL holds the whole view: a reload shows the same two pages.
  await page.reload();
  await expect.poll(async () => (await slugs(page)).length).toBe(Math.min(filtered, 48));
});

test('an Arabic query with a typo finds results', async ({ page }) => {
  await openStore(page, `/search-products?searchKeyword=${encodeURIComponent('حلييب المراعي')}`, 'ar');
  await expect(catalog(page).getByTestId('result-count')).not.toHaveText(/لا توجد|جارٍ/);
  await expect(catalog(page).getByTestId('product-card').first()).toHaveAttribute('aria-label', /حليب/);
});

test('add to cart from a listing and from the product page updates the header badge', async ({ page }) => {
  await openStore(page, '/category/dairy-eggs/milk', 'en');
  const badge = page.getByTestId('cart-badge').first();
  await expect(badge).toHaveText('0');
  const first = catalog(page).getByTestId('product-card').first();
  await first.getByRole('button', { name: /^Add .* to cart$/ }).click();
  await expect(badge).toHaveText('1');

  const second = catalog(page).getByTestId('product-card').nth(1);
  const name = (await second.getAttribute('aria-label')) ?? '';
  await second.getByRole('link', { name }).click();
  await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(name);
  await catalog(page).getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(badge).toHaveText('2');

  // The account team's wishlist heart sends a guest to log in.
  await catalog(page).getByRole('button', { name: `Log in to add ${name} to favourites` }).click();
  await expect(page).toHaveURL(/\/authentication\/login$/);
});

test('switching the address changes which products and prices show', async ({ page }) => {
  await openStore(page, '/category/dairy-eggs/milk', 'en');
  const count = catalog(page).getByTestId('result-count');
  await expect(count).toHaveText(/^\d+ products$/);
  const before = await count.textContent();
  const milk = catalog(page).locator('[data-product-slug="almarai-low-fat-fresh-milk-1l"]');
  await expect(milk).toContainText('SAR 6.30');

  // West Riyadh: several sellers are out of range, the nearest ones price differently.
  await page.evaluate(() => {
    const slot = (globalThis as unknown as Record<symbol, { bus: { publish(name: string, payload: unknown): void } }>)[Symbol.for('storefront.event-bus')];
    slot?.bus.publish('address:changed', { lat: 24.6, long: 46.45 });
  });
  await expect(count).not.toHaveText(before ?? '');
  await expect(milk).toContainText('SAR 6.70');

  await milk.getByRole('link').last().click();
  await expect(catalog(page).getByRole('heading', { level: 2, name: /seller/ })).toContainText('1 seller near you');
});
