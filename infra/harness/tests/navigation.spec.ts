// Moving between routes of different remotes mounts one and unmounts the other, and an unmounted
// remote's bus subscriptions are gone: the events it listened to no longer reach it.
import type { Page } from '@playwright/test';
import { area, expect, openStore, publish, recordGraphql, subscriberCounts, test } from '../src/fixtures';
import { LANGUAGES } from '../src/store';

/**
 * The home rails arrive as a chunk of their own, the lower ones render only once they come near the
 * viewport, a card from the server's HTML hydrates only once it comes into its rail's view, and every
 * product card subscribes as it mounts: walk down the whole page from the top, a screen at a time, and
 * along every rail, so that every card is live, then count. The counts then do not depend on how far
 * the page had rendered or where the browser restored the scroll position.
 */
async function everyHomeRail(page: Page) {
  await expect(area(page, 'mf-catalog').getByRole('heading', { name: 'علامات تجارية رائجة' })).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight / 2)));
      await page.waitForLoadState('networkidle');
      return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    }, { intervals: [100], timeout: 30_000 })
    .toBe(true);
  // to each rail, then along it a view at a time to its far end (its offset runs negative right to left)
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const track of document.querySelectorAll<HTMLElement>('[data-testid="carousel"] ul')) {
      track.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
      while (Math.abs(track.scrollLeft) + track.clientWidth < track.scrollWidth - 1) {
        const before = track.scrollLeft;
        track.scrollBy({ left: -track.clientWidth, behavior: 'instant' });
        await frame();
        if (track.scrollLeft === before) break;
      }
    }
  });
  // every rail card live: its heart (a fragment that subscribes) has mounted
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('[data-testid="carousel"] [data-testid="product-card"]')].filter((card) => !card.querySelector('[data-testid="wishlist-toggle"]')).length))
    .toBe(0);
  await page.waitForLoadState('networkidle');
}

test('routes of different remotes mount and unmount them; subscriptions of an unmounted remote stop', async ({ page }) => {
  await openStore(page, '/', 'ar');
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mf-cart')).toBeEmpty();
  await everyHomeRail(page);
  const onHome = await subscriberCounts(page);
  expect(onHome['cart:updated']).toBeGreaterThan(0); // at least the header's cart badge

  await page.getByRole('link', { name: /السلة/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toHaveText('سلة التسوق');
  await expect(area(page, 'mf-catalog')).toBeEmpty();
  // The catalog's subscriptions went with it and the cart's came: the counts changed.
  expect(await subscriberCounts(page)).not.toEqual(onHome);

  await page.goBack();
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mf-cart')).toBeEmpty();
  await everyHomeRail(page);
  // Back home, every subscription the cart page made is gone again: nothing leaked.
  await expect.poll(() => subscriberCounts(page)).toEqual(onHome);
});

// The catalog's home rails follow `address:changed`: a new coordinate makes them ask the API for
// their products near it. Once the home page is unmounted, a new coordinate must not reach them.
// The cart page shows one catalog fragment, the similar-products rail; its queries are its own.
const fromCatalogPages = (call: { operation: string }) => call.operation.startsWith('Catalog') && call.operation !== 'CatalogSimilarProducts';
const near = (at: { lat: number; long: number }) => (call: { variables: Record<string, unknown> }) =>
  JSON.stringify(call.variables.coordinate ?? call.variables.coordinates) === JSON.stringify([at.lat, at.long]);

test('an unmounted remote no longer reacts to the event it subscribed to', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const graphql = recordGraphql(page);

  await openStore(page, '/', 'en');
  const catalog = area(page, 'mf-catalog');
  const firstCard = catalog.getByTestId('product-card').first();
  await expect(firstCard).toBeVisible();
  // One item in the cart, so the cart page asks for offers at each new coordinate (the sync point below).
  await firstCard.getByRole('button', { name: /^Add .+ to cart$/ }).click();
  await expect(firstCard.getByRole('group')).toBeVisible();

  // Mounted, the home page reacts: its rails ask for products at the new coordinate.
  const alAqiq = { lat: 24.77, long: 46.625 };
  await publish(page, 'address:changed', alAqiq);
  await expect.poll(() => graphql.filter((call) => fromCatalogPages(call) && near(alAqiq)(call)).length).toBeGreaterThan(0);

  await page.getByRole('link', { name: /^Cart/ }).locator('visible=true').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(area(page, 'mf-cart').getByTestId('cart-line')).toHaveCount(1);
  await expect(catalog).toBeEmpty();

  // Unmounted, it does not. The cart page's own offers request for the same coordinate comes from
  // the same render as any catalog request would, so once it is seen the catalog's chance has passed.
  const alMalaz = { lat: 24.663, long: 46.729 };
  const offersAtMalaz = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/graphql') && (request.postData() ?? '').includes('CartSuggestions') && (request.postData() ?? '').includes('24.663'));
  await publish(page, 'address:changed', alMalaz);
  await offersAtMalaz;
  expect(graphql.filter((call) => fromCatalogPages(call) && near(alMalaz)(call))).toEqual([]);
  expect(errors).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`${language}: an unknown route shows the translated 404 and a known shell page shows its title`, async ({ page }) => {
    const text = language === 'ar' ? { notFound: 'الصفحة غير موجودة', faqs: 'الأسئلة الشائعة' } : { notFound: 'Page not found', faqs: 'FAQs' };
    const answer = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === '/no-such-page');
    await openStore(page, '/no-such-page', language);
    // The page is the store's own "not found", and the address answers 404 for crawlers and link checkers.
    expect((await answer).status()).toBe(404);
    await expect(page.getByTestId('not-found').getByRole('heading')).toHaveText(text.notFound);
    await page.getByRole('contentinfo').getByRole('link', { name: text.faqs }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.faqs);
  });
}

test('a deep link loads the shell and the owning remote', async ({ page }) => {
  await openStore(page, '/category/dairy-eggs/milk', 'ar');
  await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
