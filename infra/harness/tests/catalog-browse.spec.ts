// Catalog browsing end to end, on the real API: home → category → child category → product →
// similar product in both languages, with axe finding no serious or critical problem in the
// catalog's area of the home, listing and product pages on the way; unknown slugs give the
// translated 404.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { area, openStore } from '../src/fixtures';
import { LANGUAGES, type Language } from '../src/store';

const TEXT = {
  ar: { tile: 'الألبان والبيض', category: 'الألبان والبيض', child: 'حليب طازج', similar: 'منتجات مشابهة', notFound: 'الصفحة غير موجودة' },
  en: { tile: 'Dairy & eggs', category: 'Dairy & Eggs', child: 'Fresh Milk', similar: 'Similar products', notFound: 'Page not found' },
} as const;

const catalog = (page: Page) => area(page, 'mf-catalog');

/** axe over the catalog's own area (the shell's frame is its team's to check). */
async function expectAccessible(page: Page, where: string) {
  await expect(catalog(page).getByTestId('product-card').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#area-mf-catalog').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

for (const language of LANGUAGES) {
  test(`${language}: home → category → child category → product → similar product`, async ({ page }) => {
    const text = TEXT[language];
    test.setTimeout(120_000);
    await openStore(page, '/', language);
    await expectAccessible(page, 'home');
    const categories = catalog(page).getByRole('region', { name: language === 'ar' ? 'تسوّق حسب القسم' : 'Shop by category' });
    await categories.getByRole('link', { name: text.tile }).click();

    await expect(page).toHaveURL(/\/category\/dairy-eggs$/);
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(text.category);
    await expect(catalog(page).getByTestId('product-card').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(text.category));
    await expectAccessible(page, 'category');

    await catalog(page).getByRole('link', { name: text.child, exact: true }).click();
    await expect(page).toHaveURL(/\/category\/dairy-eggs\/milk$/);
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(text.child);
    await expect(catalog(page).getByRole('navigation', { name: language === 'ar' ? 'مسار التنقل' : 'Breadcrumbs' })).toContainText(text.category);

    const card = catalog(page).getByTestId('product-card').first();
    const slug = await card.getAttribute('data-product-slug');
    const name = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${slug}$`));
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(catalog(page).getByTestId('product-price')).toBeVisible();
    await expect(catalog(page).getByTestId('seller-offers').getByRole('listitem').first()).toBeVisible();
    // SEO: canonical URL and Product JSON-LD
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${slug}$`));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { '@type': 'AggregateOffer', priceCurrency: 'SAR' } });
    await expectAccessible(page, 'product');

    const similar = catalog(page).getByRole('region', { name: text.similar });
    const next = similar.getByTestId('product-card').first();
    const nextName = (await next.getAttribute('aria-label')) ?? '';
    const nextSlug = await next.getAttribute('data-product-slug');
    expect(nextSlug).not.toBe(slug);
    await next.getByRole('link', { name: nextName }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${nextSlug}$`));
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(nextName);

    // Back to the listing: shown from the cache at once.
    await page.goBack();
    await page.goBack();
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(text.child);
    await expect(catalog(page).getByTestId('product-card').first()).toHaveAttribute('data-product-slug', slug ?? '');
  });
}

test('unknown slugs show the translated 404', async ({ page }) => {
  for (const [language, path] of [
    ['en', '/category/no-such-category'],
    ['ar', '/category/fresh-food/milk'],
    ['en', '/category/dairy-eggs/no-such-child'],
    ['ar', '/types/no-such-type'],
    ['en', '/brands/no-such-brand'],
    ['ar', '/product/no-such-product'],
  ] as [Language, string][]) {
    await openStore(page, path, language);
    await expect(catalog(page).getByTestId('not-found').getByRole('heading')).toHaveText(TEXT[language].notFound);
  }
});
