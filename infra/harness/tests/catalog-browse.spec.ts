// Catalog browsing end to end, on the real API: home → category → child category → product →
// similar product in both languages, with axe finding no serious or critical problem in the
// catalog's area of the home, listing and product pages on the way, and the listing shown from the
// cache when going back; each kind of unknown slug gives the translated 404 in both languages.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { area, expect, openStore, recordGraphql, requestsSettled, test } from '../src/fixtures';
import { LANGUAGES } from '../src/store';

const TEXT = {
  ar: { tile: 'الألبان والبيض', category: 'الألبان والبيض', child: 'حليب طازج', similar: 'منتجات مشابهة', notFound: 'الصفحة غير موجودة' },
  en: { tile: 'Dairy & eggs', category: 'Dairy & Eggs', child: 'Fresh Milk', similar: 'Similar products', notFound: 'Page not found' },
} as const;

const catalog = (page: Page) => area(page, 'mf-catalog');

/** The catalog's listing queries (mf-catalog/src/listing/listing-documents.ts). */
const LISTING_QUERIES = new Set(['CatalogCategoryFirstPage', 'CatalogCategoryNextPage', 'CatalogSearchFirstPage', 'CatalogSearchNextPage']);

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

    // Back to the listing: shown from the catalog's cache, with no new listing request.
    const graphql = recordGraphql(page);
    await page.goBack();
    await page.goBack();
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(text.child);
    await expect(catalog(page).getByTestId('product-card').first()).toHaveAttribute('data-product-slug', slug ?? '');
    await requestsSettled(page);
    expect(graphql.map((call) => call.operation).filter((operation) => LISTING_QUERIES.has(operation))).toEqual([]);
  });
}

const UNKNOWN_SLUGS = [
  ['a category', '/category/no-such-category'],
  ['a child under another parent', '/category/fresh-food/milk'],
  ['a child category', '/category/dairy-eggs/no-such-child'],
  ['a product type', '/types/no-such-type'],
  ['a brand', '/brands/no-such-brand'],
  ['a product', '/product/no-such-product'],
] as const;

for (const language of LANGUAGES) {
  test(`${language}: each kind of unknown slug shows the translated 404`, async ({ page }) => {
    for (const [kind, path] of UNKNOWN_SLUGS) {
      await openStore(page, path, language);
      await expect(catalog(page).getByTestId('not-found').getByRole('heading'), kind).toHaveText(TEXT[language].notFound);
    }
  });
}
