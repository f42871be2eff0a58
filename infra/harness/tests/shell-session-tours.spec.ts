// Guided tours and the session: the cart tour's four steps, shown once; an expired session opens
// the modal and closing it logs out.
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { EncryptJWT } from 'jose';
import { openStore } from '../src/fixtures';
import { STORE_URL } from '../src/store';

// The gateway's development session secret (the e2e store sets none); the cookie is sealed exactly
// as infra/gateway/src/api/session.ts seals it.
const SESSION_SECRET = process.env.SESSION_SECRET ?? 'development-only-session-secret-change-me-0123456789';

async function sealedSession(tokenExpiresAt: number, refreshExpiresAt: number): Promise<string> {
  const key = new Uint8Array(createHash('sha256').update(`session:${SESSION_SECRET}`).digest());
  return new EncryptJWT({ t: 'expired-token', te: tokenExpiresAt, r: 'revoked-refresh-token' })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(refreshExpiresAt)
    .encrypt(key);
}

const startTour = (page: Page, tour: 'cart' | 'delivery') =>
  page.evaluate(
    (name) => (globalThis as unknown as Record<symbol, { bus: { publish(n: string, p: unknown): void } }>)[Symbol.for('storefront.event-bus')]!.bus.publish('tour:start', { tour: name }),
    tour,
  );

/** The cart page's anchors, added here where the cart page does not carry them yet. */
const ensureCartAnchors = (page: Page) =>
  page.evaluate(() => {
    const area = document.getElementById('area-mf-cart')!;
    for (const anchor of ['cart-intro', 'cart-recommendations', 'cart-items', 'cart-checkout']) {
      if (document.querySelector(`[data-tour="${anchor}"]`)) continue;
      const element = document.createElement('div');
      element.dataset.tour = anchor;
      element.textContent = anchor;
      element.style.cssText = 'margin: 12px; padding: 16px; border: 1px dashed #999';
      area.appendChild(element);
    }
  });

const toursRecord = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('website_tours') ?? 'null'));

test('the cart tour runs its 4 steps, locks scrolling, and is not shown again after finishing', async ({ page }) => {
  const texts = {
    ar: { titles: ['سلتك', 'أفضل العروض لسلتك', 'منتجاتك', 'جاهز للطلب'], next: 'التالي', finish: 'إنهاء', skip: 'تخطي الجولة' },
    en: { titles: ['Your cart', 'Best offers for your cart', 'Your items', 'Ready to order'], next: 'Next', finish: 'Finish', skip: 'Skip tour' },
  } as const;
  for (const language of ['ar', 'en'] as const) {
    const words = texts[language];
    await page.context().clearCookies();
    await openStore(page, '/cart', language);
    await page.evaluate(() => localStorage.removeItem('website_tours'));
    await page.reload();
    // the first visit writes the record with both tours not seen
    await expect.poll(() => toursRecord(page)).toEqual({ deliveryTour: false, cartTour: false });
    await ensureCartAnchors(page);
    await startTour(page, 'cart');
    const dialog = page.getByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await expect(dialog.getByRole('heading')).toHaveText(words.titles[step]!);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      if (step < 3) {
        await expect(dialog.getByRole('button', { name: words.skip })).toBeVisible();
        await dialog.getByRole('button', { name: words.next }).click();
      }
    }
    await dialog.getByRole('button', { name: words.finish }).click();
    await expect(page.getByTestId('tour')).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await toursRecord(page)).toEqual({ deliveryTour: false, cartTour: true });

    await page.reload();
    await ensureCartAnchors(page);
    await startTour(page, 'cart');
    await page.waitForTimeout(300);
    await expect(page.getByTestId('tour')).toHaveCount(0);
  }
});

test('an expired session opens the modal; closing it logs out', async ({ page }) => {
  const now = Math.floor(Date.now() / 1000);
  // An access token that has expired and a refresh token the API will not renew.
  const cookie = await sealedSession(now - 60, now + 3600);
  for (const language of ['ar', 'en'] as const) {
    const words =
      language === 'ar'
        ? { title: 'انتهت صلاحية جلستك', login: 'تسجيل الدخول مرة أخرى', close: 'إغلاق', signIn: 'تسجيل الدخول' }
        : { title: 'Your session has expired', login: 'Sign in again', close: 'Close', signIn: 'Sign in' };
    await openStore(page, '/faqs', language);
    await page.evaluate(() => {
      localStorage.setItem('cartInfo', '{"cartItems":[]}');
      localStorage.setItem('user-address-book', '{"list":[]}');
    });
    await page.context().addCookies([{ name: 'ath', value: cookie, url: STORE_URL, httpOnly: true, sameSite: 'Lax' }]);
    await page.reload();
    const modal = page.getByRole('alertdialog', { name: words.title });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: words.login })).toBeVisible();
    await expect(page.getByTestId('account-link').or(page.getByRole('link', { name: words.signIn })).first()).toBeAttached();

    await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: words.close }).click()]);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('cartInfo'), localStorage.getItem('user-address-book')])).toEqual([null, null]);
    expect((await page.context().cookies()).some((c) => c.name === 'ath')).toBe(false);
    await expect(page).toHaveURL(/\/faqs$/);
  }
});
