// Guided tours and the session: the delivery tour on a first visit, pointing at the address chip;
// the cart tour's four steps when the cart page asks for it; each shown until finished and not
// again; an expired session opens the modal, the shopper is a guest, and closing it keeps what the
// device holds (an expired session is not a logout; the gateway has already dropped the session cookie).
import type { Page } from '@playwright/test';
import { area, expect, openStore, publish, test, TOURS_KEY } from '../src/fixtures';
import { sealedSession } from '../src/session';
import { LANGUAGES, STORE_URL } from '../src/store';

const TEXT = {
  ar: {
    deliveryTitle: 'أين نوصل طلبك؟',
    cartTitles: ['سلتك', 'أفضل العروض لسلتك', 'منتجاتك', 'جاهز للطلب'],
    next: 'التالي',
    finish: 'إنهاء',
    skip: 'تخطي الجولة',
    addToCart: /^أضف .+ إلى السلة$/,
    cart: /^السلة/,
  },
  en: {
    deliveryTitle: 'Where should we deliver?',
    cartTitles: ['Your cart', 'Best offers for your cart', 'Your items', 'Ready to order'],
    next: 'Next',
    finish: 'Finish',
    skip: 'Skip tour',
    addToCart: /^Add .+ to cart$/,
    cart: /^Cart/,
  },
} as const;

const toursRecord = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), TOURS_KEY);
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);
const runningTour = (page: Page, name: 'cart' | 'delivery') => page.locator(`[data-testid="tour"][data-tour-name="${name}"]`);

/**
 * Returns once React has rendered everything the page's bus delivered so far: an update published
 * now can only reach the screen after the earlier ones. The badge shows a marker count meanwhile.
 */
async function busSettled(page: Page, marker: number) {
  await publish(page, 'cart:updated', { count: marker, subtotal: 0, currency: 'SAR' });
  await expect(page.getByTestId('cart-badge').first()).toHaveText(String(marker));
}

test.describe('guided tours', () => {
  // These journeys are about the tours, so the shopper has not seen them.
  test.use({ toursSeen: false });

  for (const language of LANGUAGES) {
    const words = TEXT[language];

    test(`${language}: on a first visit the delivery tour points at the address chip; once finished it is not shown again`, async ({ page }) => {
      // The cart page, empty: it carries the cart tour's intro anchor but asks for no tour itself.
      await openStore(page, '/cart', language);
      const delivery = runningTour(page, 'delivery');
      await expect(delivery).toBeVisible();
      // the first visit wrote the record with both tours not seen
      expect(await toursRecord(page)).toEqual({ deliveryTour: false, cartTour: false });
      const dialog = delivery.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText(words.deliveryTitle);
      expect(await bodyOverflow(page)).toBe('hidden');

      // The lit-up area is the address chip's.
      const chip = page.getByTestId('address-chip').locator('visible=true');
      const spotlight = delivery.getByTestId('tour-spotlight');
      await expect(spotlight).toBeVisible();
      const [lit, box] = [await spotlight.boundingBox(), await chip.boundingBox()];
      expect(lit && box).toBeTruthy();
      expect(lit!.x).toBeLessThanOrEqual(box!.x + 1);
      expect(lit!.y).toBeLessThanOrEqual(box!.y + 1);
      expect(lit!.x + lit!.width).toBeGreaterThanOrEqual(box!.x + box!.width - 1);
      expect(lit!.y + lit!.height).toBeGreaterThanOrEqual(box!.y + box!.height - 1);

      // One step: its button finishes the tour.
      await dialog.getByRole('button', { name: words.finish }).click();
      await expect(delivery).toHaveCount(0);
      expect(await bodyOverflow(page)).toBe('');
      expect(await toursRecord(page)).toEqual({ deliveryTour: true, cartTour: false });

      // A new visit: the chip asks for the delivery tour again once it is ready. The cart tour asked
      // for after that is the one that shows, so the delivery tour is neither running nor waiting.
      await page.reload();
      await expect(chip).toBeEnabled();
      // as the cart page itself would, the cart tour is asked for once the page it points at is there
      await expect(area(page, 'mf-cart').getByRole('heading', { level: 1 })).toBeVisible();
      await publish(page, 'tour:start', { tour: 'cart' });
      await expect(page.getByTestId('tour')).toHaveAttribute('data-tour-name', 'cart');
      await runningTour(page, 'cart').getByRole('button', { name: words.skip }).click();
      await busSettled(page, 41);
      await expect(page.getByTestId('tour')).toHaveCount(0);
      expect(await toursRecord(page)).toEqual({ deliveryTour: true, cartTour: true });
    });

    test(`${language}: the cart page asks for the cart tour, which runs its 4 steps, locks scrolling, and is not shown again after finishing`, async ({ page }) => {
      test.setTimeout(90_000);
      // A shopper who finished the delivery tour on an earlier visit.
      await page.addInitScript((key) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ deliveryTour: true, cartTour: false }));
      }, TOURS_KEY);
      await openStore(page, '/', language);
      const card = area(page, 'mf-catalog').getByTestId('product-card').first();
      await card.getByRole('button', { name: words.addToCart }).click();
      await expect(card.getByRole('group')).toBeVisible();
      await page.getByRole('link', { name: words.cart }).locator('visible=true').click();
      await expect(area(page, 'mf-cart').getByTestId('cart-line')).toHaveCount(1);

      const tour = runningTour(page, 'cart');
      const dialog = tour.getByRole('dialog');
      for (let step = 0; step < 4; step += 1) {
        await expect(dialog.getByRole('heading')).toHaveText(words.cartTitles[step]!);
        expect(await bodyOverflow(page)).toBe('hidden');
        if (step < 3) {
          await expect(dialog.getByRole('button', { name: words.skip })).toBeVisible();
          await dialog.getByRole('button', { name: words.next }).click();
        }
      }
      await dialog.getByRole('button', { name: words.finish }).click();
      await expect(page.getByTestId('tour')).toHaveCount(0);
      expect(await bodyOverflow(page)).toBe('');
      expect(await toursRecord(page)).toEqual({ deliveryTour: true, cartTour: true });

      // Asked for again on the same page: once the bus has been rendered, no tour is there.
      await publish(page, 'tour:start', { tour: 'cart' });
      await busSettled(page, 42);
      await expect(page.getByTestId('tour')).toHaveCount(0);

      // A new visit: the cart page asks again as its lines load. A tour asked for after that (the
      // delivery tour, made unseen for the purpose) is the one that shows, and nothing follows it.
      await page.reload();
      await expect(area(page, 'mf-cart').getByTestId('cart-line')).toHaveCount(1);
      await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ deliveryTour: false, cartTour: true })), TOURS_KEY);
      await publish(page, 'tour:start', { tour: 'delivery' });
      await expect(page.getByTestId('tour')).toHaveAttribute('data-tour-name', 'delivery');
      await runningTour(page, 'delivery').getByRole('button', { name: words.finish }).click();
      await busSettled(page, 43);
      await expect(page.getByTestId('tour')).toHaveCount(0);
    });
  }
});

test('an expired session opens the modal, the shopper is a guest, and closing it keeps what the device holds', async ({ page }) => {
  const now = Math.floor(Date.now() / 1000);
  // An access token that has expired and a refresh token the API will not renew.
  const cookie = await sealedSession(now - 60, now + 3600);
  for (const language of LANGUAGES) {
    const words =
      language === 'ar'
        ? { title: 'انتهت صلاحية جلستك', login: 'تسجيل الدخول مرة أخرى', close: 'إغلاق', signIn: 'تسجيل الدخول' }
        : { title: 'Your session has expired', login: 'Sign in again', close: 'Close', signIn: 'Sign in' };
    await openStore(page, '/faqs', language);
    await page.evaluate(() => {
      localStorage.setItem('cartInfo', '{"cartItems":[]}');
      localStorage.setItem('cart_ship_method', '{"id":null,"name":"pickup"}');
      localStorage.setItem('user-address-book', '{"list":[]}');
    });
    await page.context().addCookies([{ name: 'ath', value: cookie, url: STORE_URL, httpOnly: true, sameSite: 'Lax' }]);
    await page.reload();
    const modal = page.getByRole('alertdialog', { name: words.title });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: words.login })).toBeVisible();
    // A guest now: the account link leads to signing in, not to a profile.
    const accountLink = page.getByTestId('account-link');
    await expect(accountLink).toHaveAttribute('href', '/authentication/login');
    await expect(accountLink).toHaveText(words.signIn);

    await page.evaluate(() => ((window as unknown as { beforeClose?: boolean }).beforeClose = true));
    await modal.getByRole('button', { name: words.close }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // the same page, not reloaded, and nothing the device holds cleared
    expect(await page.evaluate(() => (window as unknown as { beforeClose?: boolean }).beforeClose)).toBe(true);
    const kept = await page.evaluate(() => [localStorage.getItem('cart_ship_method'), localStorage.getItem('user-address-book')]);
    expect(kept[0]).toBe('{"id":null,"name":"pickup"}');
    expect(kept[1]).not.toBeNull();
    expect((await page.context().cookies()).some((c) => c.name === 'ath')).toBe(false);
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(accountLink).toHaveAttribute('href', '/authentication/login');
  }
});
