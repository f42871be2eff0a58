// Pages arrive rendered (docs/decisions/018): the header, the page's heading, its first products and the
// footer are in the HTML the gateway sends, in the shopper's language and direction, before any script
// runs; the browser then hydrates the same markup without a mismatch and without asking the API again,
// the footer once the shopper comes near it.
import type { Page } from '@playwright/test';
import { area, expect, expectedDir, openStore, recordGraphql, requestsSettled, test, useLanguage } from '../src/fixtures';
import { LANGUAGES, STORE_URL } from '../src/store';

const PRODUCT = '/product/almarai-low-fat-fresh-milk-1l';

const PAGES = [
  { path: '/', heading: { ar: 'بقالة طازجة من المتاجر القريبة منك', en: 'Fresh groceries from stores near you' } },
  { path: '/category/dairy-eggs', heading: { ar: 'الألبان والبيض', en: 'Dairy & Eggs' } },
  { path: PRODUCT, heading: { ar: 'حليب المراعي طازج قليل الدسم 1 لتر', en: 'Almarai Low Fat Fresh Milk 1L' } },
] as const;

/** Errors React reports when a hydrating render does not match the server's HTML, or gives up on it. */
const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|421|422|423|425)|did not match/i;

function pageTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`the header, the heading, the first products and the footer are in the served page (${language})`, async ({ page }) => {
      await useLanguage(page.context(), language);
      for (const { path, heading } of PAGES) {
        await page.goto(`${STORE_URL}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', expectedDir(language));
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: language === 'ar' ? 'سوق البقالة' : 'Souq Grocery' })).toBeVisible();
        await expect(banner.getByRole('search').getByRole('combobox')).toBeVisible();
        const catalog = area(page, 'mf-catalog');
        await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
        if (path === PRODUCT) {
          // the product's price from its sellers, in the page's currency format
          await expect(catalog.getByText(language === 'ar' ? /ر\.س\./ : /SAR/).first()).toBeVisible();
        } else {
          const products = catalog.locator('a[href^="/product/"]');
          expect(await products.count()).toBeGreaterThanOrEqual(4);
          await expect(products.first()).toBeVisible();
        }
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByTestId('footer-categories').getByRole('link', { name: language === 'ar' ? 'الألبان والبيض' : 'Dairy & Eggs', exact: true })).toBeVisible();
        await expect(footer.getByRole('link', { name: language === 'ar' ? 'المراعي' : 'Almarai', exact: true })).toBeVisible();
      }
    });
  }

  test('the page the apps open keeps no room for the header it does not have', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${STORE_URL}/checkout/mobile-payment`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect((await page.locator('#main-content').boundingBox())?.y).toBe(0);
    // a store page keeps its header, and the page starts below it
    await page.goto(`${STORE_URL}/checkout/payment`);
    await expect(page.getByRole('banner')).toBeVisible();
    expect((await page.locator('#main-content').boundingBox())?.y).toBeGreaterThanOrEqual(64);
  });
});

const FOOTER_LISTS = /\/api\/(categories\/lead-categories|prime-types|prime-brands|categories\/prime-)/;

/** Whether the footer's element holds a live React root (hydrated), not only the server's markup. */
const footerHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('shell-footer') ?? {}).some((key) => key.startsWith('__reactContainer')));

/** The style sheets that declare fonts: which element owns each, and how many @font-face rules it holds. */
const fontSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .map((sheet) => ({
        pageCss: sheet.ownerNode instanceof Element && sheet.ownerNode.hasAttribute('data-page-css'),
        faces: [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length,
      }))
      .filter((sheet) => sheet.faces > 0),
  );

test('a server-rendered page hydrates without a mismatch and without asking for its data again', async ({ page }) => {
  const trouble = pageTrouble(page);
  const graphql = recordGraphql(page);
  const footerLists: string[] = [];
  page.on('request', (request) => FOOTER_LISTS.test(new URL(request.url()).pathname) && footerLists.push(request.url()));
  for (const { path, heading } of PAGES) {
    await openStore(page, path, 'en');
    await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toHaveText(heading.en);
    await page.waitForLoadState('networkidle');
    await requestsSettled(page);
    // the page-wide CSS stays the server's own <style>: the shell's root does not insert it again
    expect(await fontSheets(page)).toEqual([{ pageCss: true, faces: 7 }]);
    // a footer well below the fold stays the server's markup until the shopper comes near it (the
    // product page may be short enough on a desktop for its footer to be near from the start)
    const far = await page.evaluate(() => (document.getElementById('shell-footer')?.getBoundingClientRect().top ?? 0) > window.innerHeight + 700);
    expect(far || path === PRODUCT).toBe(true);
    if (far) expect(await footerHydrated(page)).toBe(false);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => footerHydrated(page)).toBe(true);
  }
  expect(footerLists).toEqual([]);
  expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
  // the listing's and the product's own queries were answered on the server, not asked again
  const operations = graphql.map((call) => call.operation);
  expect(operations).not.toContain('CatalogCategoryFirstPage');
  expect(operations).not.toContain('CatalogProductDetail');
  expect(operations).not.toContain('CatalogHomeOffers');

  // hydrated, not just painted: the listing answers the shopper (sorting asks the API anew)
  await openStore(page, '/category/dairy-eggs', 'en');
  const catalog = area(page, 'mf-catalog');
  await catalog.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=/);
  await expect.poll(() => graphql.some((call) => call.operation === 'CatalogCategoryFirstPage')).toBe(true);
});

/** The files of the faces the page has drawn text with, read from the page's @font-face rules. */
const drawnFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const drawn = [...document.fonts].filter((face) => face.status === 'loaded');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSFontFaceRule);
    return drawn
      .map((face) => {
        const rule = rules.find(
          ({ style }) => style.getPropertyValue('font-family').replace(/['"]/g, '') === face.family && style.getPropertyValue('font-weight') === face.weight,
        );
        return /url\("?([^")]+)"?\)/.exec(rule?.style.getPropertyValue('src') ?? '')?.[1] ?? `${face.family} ${face.weight}`;
      })
      .map((url) => new URL(url, location.href).pathname)
      .sort();
  });

const preloadedFonts = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => new URL(link.href).pathname).sort());

for (const language of LANGUAGES) {
  test(`every face a listing draws comes with its HTML, so the page is laid out again once (${language})`, async ({ page }) => {
    await openStore(page, '/category/dairy-eggs', language);
    await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const drawn = await drawnFaces(page);
    expect(drawn.length).toBeGreaterThan(0);
    // preloaded and drawn alike: no face arrives later on its own, none is fetched for nothing
    expect(await preloadedFonts(page)).toEqual(drawn);
  });
}

test('a listing card far below the fold stays the server’s HTML until the shopper comes near it', async ({ page }) => {
  const trouble = pageTrouble(page);
  // a short window, so the last row of the 24 cards is well over a screen below it
  await page.setViewportSize({ width: 1280, height: 600 });
  await openStore(page, '/category/dairy-eggs', 'en');
  const cards = area(page, 'mf-catalog').getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  // the first card is live: the account team's heart has taken its placeholder's place
  await expect(cards.first().getByTestId('wishlist-toggle')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await requestsSettled(page);
  const last = cards.last();
  await expect(last).toBeAttached();
  expect(await last.getByTestId('wishlist-toggle').count()).toBe(0);
  // the same card, once scrolled to, is hydrated and its fragments are mounted
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByTestId('wishlist-toggle')).toBeVisible();
  const name = (await last.getAttribute('aria-label')) ?? '';
  await expect(last.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
  expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
});

test('a rail card out of the rail’s view stays the server’s HTML until it is swiped into view', async ({ page }) => {
  const trouble = pageTrouble(page);
  // six cards per view: the offers rail's last six are out of its view
  await page.setViewportSize({ width: 800, height: 900 });
  // a page the store has rendered before, as a shopper's usually is (its rails' answers are kept briefly)
  await page.request.get(`${STORE_URL}/`, { headers: { accept: 'text/html', cookie: 'locale=en' } });
  const served = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await openStore(page, '/', 'en');
  // the rail's cards are the server's (the page marks the area it rendered until it hydrates)
  expect(await (await served).text()).toContain('data-server-rendered="mf-catalog"');
  const rail = area(page, 'mf-catalog').getByRole('region', { name: 'Discounts near you' });
  const cards = rail.getByTestId('product-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByTestId('wishlist-toggle')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await requestsSettled(page);
  const last = cards.last();
  expect(await last.getByTestId('wishlist-toggle').count()).toBe(0);
  // the rail's button moves it a view on, to its second and last view: the cards that come into view
  // hydrate and mount their fragments
  await rail.getByRole('button', { name: 'Next' }).click();
  await expect(last.getByTestId('wishlist-toggle')).toBeVisible();
  await expect(rail.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(trouble.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
});

test('on a desktop the header\'s search box keeps the served page\'s width when the address chip takes its placeholder\'s place', async ({ browser }) => {
  const searchWidth = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
    await useLanguage(context, 'ar');
    const page = await context.newPage();
    await page.goto(`${STORE_URL}/`, { waitUntil: 'load' });
    // served: the chip's placeholder; in the browser: the chip with the default city
    await expect(page.getByTestId(javaScriptEnabled ? 'address-chip' : 'address-chip-loading')).toBeVisible();
    const box = await page.getByRole('banner').getByRole('search').boundingBox();
    await context.close();
    return box?.width;
  };
  const served = await searchWidth(false);
  expect(served).toBeGreaterThan(300);
  expect(await searchWidth(true)).toBe(served);
});
