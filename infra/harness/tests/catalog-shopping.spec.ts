// Shopping in the catalog end to end, in Arabic and English: search with facets and a second page,
// a search narrowed by category and price range, an Arabic query with a typo, add to cart from a
// listing and a product page (and the guest's wishlist heart), and products and prices following
// the address chosen in the header's picker.
import type { Page } from '@playwright/test';
import { area, expect, numberIn, openStore, recordGraphql, sar, test } from '../src/fixtures';
import { LANGUAGES, type Language } from '../src/store';

const TEXT = {
  en: {
    keyword: 'milk',
    results: 'Results for “milk”',
    brand: 'Brand',
    type: 'Product type',
    almarai: /^Almarai \(/,
    nadec: /^Nadec \(/,
    milk: /^Milk \(/,
    category: 'Category',
    price: 'Price',
    anyPrice: 'Any price',
    filters: 'Filters',
    clear: 'Clear filters',
    more: 'Show more products',
    add: (name: string) => `Add ${name} to cart`,
    anyAdd: /^Add .+ to cart$/,
    wishlist: (name: string) => `Log in to add ${name} to favourites`,
    picker: 'Delivery address',
    useCoordinates: 'Enter coordinates instead',
    lat: 'Latitude',
    long: 'Longitude',
    deliverHere: 'Deliver here',
    sellers: /seller/,
    oneSeller: '1 seller near you',
  },
  ar: {
    keyword: 'حليب',
    results: 'نتائج البحث عن «حليب»',
    brand: 'العلامة التجارية',
    type: 'نوع المنتج',
    almarai: /^المراعي \(/,
    nadec: /^نادك \(/,
    milk: /^حليب \(/,
    category: 'القسم',
    price: 'السعر',
    anyPrice: 'أي سعر',
    filters: 'عوامل التصفية',
    clear: 'مسح عوامل التصفية',
    more: 'عرض المزيد من المنتجات',
    add: (name: string) => `أضف ${name} إلى السلة`,
    anyAdd: /^أضف .+ إلى السلة$/,
    wishlist: (name: string) => `سجّل الدخول لإضافة ${name} إلى المفضلة`,
    picker: 'عنوان التوصيل',
    useCoordinates: 'أدخل الإحداثيات بدلاً من ذلك',
    lat: 'خط العرض',
    long: 'خط الطول',
    deliverHere: 'التوصيل إلى هنا',
    sellers: /بائع/,
    oneSeller: 'بائع واحد قريب منك',
  },
} as const;

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

const resultCount = async (page: Page) => numberIn(await catalog(page).getByTestId('result-count').textContent());

/** The count a facet offers, in brackets after its value: "Dairy & Eggs (120)" → 120, "(١٢٠)" too. */
function offeredCount(label: string): number {
  const match = /\(([^()]+)\)\s*$/.exec(label.trim());
  if (!match) throw new Error(`No count in "${label}"`);
  return numberIn(match[1]!);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The header's badge that is on screen (the header's on desktop, the bottom bar's on phones). */
const cartBadge = (page: Page) => page.getByTestId('cart-badge').locator('visible=true');

/** Chooses a coordinate in the account team's address picker, opened from the header's chip. */
async function chooseCoordinate(page: Page, language: Language, lat: string, long: string) {
  const text = TEXT[language];
  await page.getByTestId('address-chip').locator('visible=true').click();
  const picker = page.getByRole('dialog', { name: text.picker });
  await expect(picker).toBeVisible();
  await picker.getByText(text.useCoordinates).click();
  await picker.getByRole('textbox', { name: text.lat }).fill(lat);
  await picker.getByRole('textbox', { name: text.long }).fill(long);
  await picker.getByRole('button', { name: text.deliverHere }).last().click();
  await expect(picker).toBeHidden();
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`${language}: a search with combined facets and a second page shows no product twice`, async ({ page }) => {
    await openStore(page, `/search-products?searchKeyword=${encodeURIComponent(text.keyword)}`, language);
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(text.results);
    const count = catalog(page).getByTestId('result-count');
    await expect(count).toHaveText(/\d|[٠-٩]/);
    const all = await resultCount(page);

    await openFilters(page);
    const brands = catalog(page).getByRole('group', { name: text.brand });
    await brands.getByRole('checkbox', { name: text.almarai }).click();
    await expect(page).toHaveURL(/brand=almarai/);
    await brands.getByRole('checkbox', { name: text.nadec }).click();
    await expect(page).toHaveURL(/brand=almarai%2Cnadec|brand=almarai,nadec/);
    await catalog(page).getByRole('group', { name: text.type }).getByRole('checkbox', { name: text.milk }).click();
    await expect(page).toHaveURL(/type=milk/);
    // The URL holds the filters: loaded afresh, the count is the one for all three, never an
    // earlier filter's count still on screen while the last one loads.
    await page.reload();
    await expect(count).toHaveText(/\d|[٠-٩]/);
    await openFilters(page);
    await expect(catalog(page).getByRole('group', { name: text.type }).getByRole('checkbox', { name: text.milk })).toBeChecked();
    const filtered = await resultCount(page);
    expect(filtered).toBeLessThan(all);
    expect(filtered).toBeGreaterThan(24);
    await expect.poll(async () => (await slugs(page)).length).toBe(24);

    await catalog(page).getByRole('button', { name: text.more }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await slugs(page)).length).toBe(Math.min(filtered, 48));
    const shown = await slugs(page);
    expect(new Set(shown).size).toBe(shown.length);

    // The URL holds the whole view: a reload shows the same two pages, again with no product twice.
    await page.reload();
    await expect.poll(async () => (await slugs(page)).length).toBe(Math.min(filtered, 48));
    const reloaded = await slugs(page);
    expect(new Set(reloaded).size).toBe(reloaded.length);
  });

  test(`${language}: a search narrowed by a category and a price range shows exactly what each facet counted`, async ({ page }) => {
    await openStore(page, `/search-products?searchKeyword=${encodeURIComponent(text.keyword)}`, language);
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(text.results);
    const count = catalog(page).getByTestId('result-count');
    await expect(count).toHaveText(/\d|[٠-٩]/);
    const all = await resultCount(page);
    const graphql = recordGraphql(page);

    await openFilters(page);
    // Every result is in one leading category: the category counts share out the whole result.
    const categories = catalog(page).getByRole('group', { name: text.category });
    const categoryCounts = (await categories.getByRole('listitem').allInnerTexts()).map(offeredCount);
    expect(categoryCounts.length).toBeGreaterThan(0);
    expect(sum(categoryCounts)).toBe(all);
    const inCategory = categoryCounts[0]!;
    await categories.getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/[?&]category=[a-z0-9-]+(&|$)/);
    const category = new URL(page.url()).searchParams.get('category');
    await expect(categories.getByRole('checkbox').first()).toBeChecked();
    await expect.poll(() => resultCount(page)).toBe(inCategory);

    // Price ranges are counted within the category; each result has one best price near the shopper.
    const prices = catalog(page).getByRole('group', { name: text.price });
    await expect(prices.getByRole('radio', { name: text.anyPrice })).toBeChecked();
    await expect.poll(async () => sum((await prices.getByRole('listitem').allInnerTexts()).slice(1).map(offeredCount))).toBe(inCategory);
    const bucketCounts = (await prices.getByRole('listitem').allInnerTexts()).slice(1).map(offeredCount);
    // The fullest range, so the results are not empty.
    const bucket = bucketCounts.indexOf(Math.max(...bucketCounts));
    const inRange = bucketCounts[bucket]!;
    await prices.getByRole('radio').nth(bucket + 1).click();
    await expect(page).toHaveURL(/[?&]price=\d+(\.\d+)?-(\d+(\.\d+)?)?(&|$)/);
    await expect(prices.getByRole('radio').nth(bucket + 1)).toBeChecked();
    // A product priced exactly at a range's upper bound belongs to the next range, in the count
    // and in the results alike.
    await expect.poll(() => resultCount(page)).toBe(inRange);
    await expect.poll(async () => (await slugs(page)).length).toBe(Math.min(inRange, 24));

    // Both filters reached the API with the search.
    const from = Number(new URL(page.url()).searchParams.get('price')?.split('-')[0]);
    const lastAsked = () => graphql.filter((call) => call.operation === 'CatalogSearchFirstPage').at(-1)?.variables;
    await expect.poll(lastAsked).toMatchObject({ search: text.keyword, filterData: { categories: [category], price: { gte: from } } });

    // The URL holds both: loaded afresh, the same choices and the same count.
    await page.reload();
    await expect(count).toHaveText(/\d|[٠-٩]/);
    expect(await resultCount(page)).toBe(inRange);
    await openFilters(page);
    await expect(categories.getByRole('checkbox').first()).toBeChecked();
    await expect(prices.getByRole('radio').nth(bucket + 1)).toBeChecked();

    // Clearing drops both and shows the whole search again.
    await catalog(page).getByRole('complementary', { name: text.filters }).getByRole('button', { name: text.clear }).click();
    await expect(page).not.toHaveURL(/[?&](category|price)=/);
    await expect(prices.getByRole('radio', { name: text.anyPrice })).toBeChecked();
    await expect.poll(() => resultCount(page)).toBe(all);
  });

  test(`${language}: add to cart from a listing and from the product page updates the header badge`, async ({ page }) => {
    await openStore(page, '/category/dairy-eggs/milk', language);
    const badge = cartBadge(page);
    await expect(badge).toHaveText(/^(0|٠)$/);
    const first = catalog(page).getByTestId('product-card').first();
    const firstName = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: text.add(firstName) }).click();
    await expect(badge).toHaveText(/^(1|١)$/);

    const second = catalog(page).getByTestId('product-card').nth(1);
    const name = (await second.getAttribute('aria-label')) ?? '';
    await second.getByRole('link', { name }).click();
    await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(name);
    await catalog(page).getByRole('button', { name: text.add(name) }).click();
    await expect(badge).toHaveText(/^(2|٢)$/);

    // The account team's wishlist heart sends a guest to log in, and back to this product after.
    const productPath = new URL(page.url()).pathname;
    await catalog(page).getByRole('button', { name: text.wishlist(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/authentication/login\\?redirect=${productPath}$`));
  });

  test(`${language}: choosing another address in the header's picker changes which products and prices show`, async ({ page }) => {
    await openStore(page, '/category/dairy-eggs/milk', language);
    const count = catalog(page).getByTestId('result-count');
    await expect(count).toHaveText(/\d|[٠-٩]/);
    const before = await count.textContent();
    const milk = catalog(page).locator('[data-product-slug="almarai-low-fat-fresh-milk-1l"]');
    await expect(milk).toContainText(sar('6.30', language));

    // West Riyadh: several sellers are out of range, the nearest ones price differently.
    await chooseCoordinate(page, language, '24.6', '46.45');
    await expect(count).not.toHaveText(before ?? '');
    await expect(milk).toContainText(sar('6.70', language));

    await milk.getByRole('link').last().click();
    await expect(catalog(page).getByRole('heading', { level: 2, name: text.sellers })).toContainText(text.oneSeller);
  });
}

test('an Arabic query with a typo finds results', async ({ page }) => {
  await openStore(page, `/search-products?searchKeyword=${encodeURIComponent('حلييب المراعي')}`, 'ar');
  await expect(catalog(page).getByTestId('result-count')).not.toHaveText(/لا توجد|جارٍ/);
  await expect(catalog(page).getByTestId('product-card').first()).toHaveAttribute('aria-label', /حليب/);
});
