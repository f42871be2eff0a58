// The shared frame in Arabic and English: search suggestions by keyboard, the mega-menu (by pointer
// and by keyboard) and shortcuts on desktop, the bottom bar on phones, footer names by language,
// the cart badge, the address picker, the language switch, the contact form and an accessibility scan.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { area, expect, latest, openStore, publish, test } from '../src/fixtures';
import { LANGUAGES } from '../src/store';

const TEXT = {
  en: {
    allCategories: 'All categories',
    dairyParent: /Dairy & Eggs/,
    shortcuts: 'Popular categories',
    dairyShortcut: 'Dairy & eggs',
    frozenShortcut: 'Frozen food',
    bottomBar: 'Main navigation',
    categories: 'Categories',
    cart: /^Cart/,
    cartWithThree: 'Cart, 3 items in cart',
    picker: 'Delivery address',
    district: 'District in Riyadh',
    hittin: 'Hittin',
    hittinAddress: 'Hittin, Riyadh',
    city: 'Riyadh',
    riyadh: /Riyadh/,
    deliverHere: 'Deliver here',
    contact: {
      send: 'Send message',
      invalidEmail: 'Please enter a valid email address.',
      name: 'Full name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      sent: 'Thank you. Your message has been received and our team will reply soon.',
      values: { name: 'Sara Alqahtani', subject: 'Late order', message: 'My order from this morning has not arrived yet.' },
    },
  },
  ar: {
    allCategories: 'جميع الأقسام',
    dairyParent: /الألبان والبيض/,
    shortcuts: 'أقسام مختارة',
    dairyShortcut: 'ألبان وبيض',
    frozenShortcut: 'أطعمة مجمدة',
    bottomBar: 'التنقل الرئيسي',
    categories: 'الأقسام',
    cart: /^السلة/,
    // the count in words, whatever Arabic plural form says it
    cartWithThree: /^السلة, \D*(3|٣)\D* في السلة$/,
    picker: 'عنوان التوصيل',
    district: 'الحي في الرياض',
    hittin: 'حطين',
    hittinAddress: 'حطين، الرياض',
    city: 'الرياض',
    riyadh: /الرياض/,
    deliverHere: 'التوصيل إلى هنا',
    contact: {
      send: 'إرسال الرسالة',
      invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
      name: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      subject: 'الموضوع',
      message: 'الرسالة',
      sent: 'شكراً لك. تم استلام رسالتك وسيرد عليك فريقنا قريباً.',
      values: { name: 'سارة القحطاني', subject: 'تأخر الطلب', message: 'طلبي من صباح اليوم لم يصل حتى الآن، أرجو المتابعة.' },
    },
  },
} as const;

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

/** On phones the category row and its mega-menu are not there; the bottom bar leads to the categories. */
async function expectPhoneCategories(page: Page, language: 'ar' | 'en', viaKeyboard: boolean) {
  const text = TEXT[language];
  await expect(page.getByTestId('category-bar')).toBeHidden();
  const bar = page.getByRole('navigation', { name: text.bottomBar });
  const categories = bar.getByRole('link', { name: text.categories });
  if (viaKeyboard) {
    await categories.focus();
    await page.keyboard.press('Enter');
  } else {
    await categories.click();
  }
  await expect(page).toHaveURL(/\/mobile\/categories$/);
  await expect(categories).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: text.cart })).toBeVisible();
  await expect(bar.getByTestId('cart-badge')).toBeVisible();
}

test('search suggestions by keyboard lead to results, in both languages', async ({ page }) => {
  for (const language of LANGUAGES) {
    await openStore(page, '/', language);
    const box = page.getByRole('combobox', { name: language === 'ar' ? 'ابحث عن المنتجات' : 'Search products' });
    await box.fill(language === 'ar' ? 'حليب' : 'milk');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    // the match is an element, not HTML text
    await expect(options.first().locator('mark')).toHaveCount(1);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const chosen = options.nth(1);
    await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
    const text = (await chosen.textContent())!.trim();
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search-products' && url.searchParams.get('searchKeyword') === text);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(area(page, 'mf-catalog')).not.toBeEmpty();
  }
});

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`${language}: the mega-menu opens, locks scrolling and navigates; the shortcut highlight follows the route (bottom bar on phones)`, async ({ page, isMobile }) => {
    await openStore(page, '/', language);
    // The mega-menu and the shortcut row are desktop UI; phones get the bottom bar instead.
    if (isMobile) {
      await expectPhoneCategories(page, language, false);
      return;
    }
    const trigger = page.getByRole('button', { name: text.allCategories });
    await trigger.click();
    const menu = page.getByTestId('mega-menu');
    await expect(menu).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');
    // Escape closes and gives focus back
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await bodyOverflow(page)).toBe('');

    await trigger.click();
    const dairy = menu.getByRole('button', { name: text.dairyParent });
    await dairy.hover();
    await expect(dairy).toHaveAttribute('aria-expanded', 'true');
    const firstChild = menu.getByRole('list').nth(1).getByRole('link').first();
    const href = await firstChild.getAttribute('href');
    expect(href).toMatch(/^\/category\/dairy-eggs\/[a-z0-9-]+$/);
    await firstChild.click();
    await expect(page).toHaveURL(href!);
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');

    const shortcuts = page.getByRole('navigation', { name: text.shortcuts });
    await expect(shortcuts.getByRole('link', { name: text.dairyShortcut })).toHaveAttribute('aria-current', 'page');
    await shortcuts.getByRole('link', { name: text.frozenShortcut }).click();
    await expect(page).toHaveURL(/\/category\/frozen-food$/);
    await expect(shortcuts.getByRole('link', { name: text.frozenShortcut })).toHaveAttribute('aria-current', 'page');
    await expect(shortcuts.getByRole('link', { name: text.dairyShortcut })).not.toHaveAttribute('aria-current', 'page');

    // a click outside closes it too
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.getByRole('banner').getByRole('combobox').click();
    await expect(menu).toBeHidden();
  });

  test(`${language}: the mega-menu works from the keyboard (the bottom bar on phones)`, async ({ page, isMobile }) => {
    await openStore(page, '/', language);
    if (isMobile) {
      await expectPhoneCategories(page, language, true);
      return;
    }
    // The tiles sit towards the end side of the parents: right in English, left in Arabic.
    const towardTiles = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const towardParents = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    const trigger = page.getByRole('button', { name: text.allCategories });
    const menu = page.getByTestId('mega-menu');
    const parents = menu.getByRole('navigation').getByRole('button');
    const tiles = menu.getByRole('list').nth(1).getByRole('link');

    // Opened with the keyboard, focus goes to the first parent.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(parents.first()).toBeFocused();
    expect(await bodyOverflow(page)).toBe('hidden');

    // Arrows move among the parents, each showing its own tiles.
    await page.keyboard.press('ArrowDown');
    await expect(parents.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(parents.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(parents.nth(1)).toBeFocused();
    await expect(parents.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(parents.first()).toHaveAttribute('aria-expanded', 'false');

    // Into the tiles and back out, then into them again.
    await page.keyboard.press(towardTiles);
    await expect(tiles.first()).toBeFocused();
    await page.keyboard.press(towardParents);
    await expect(parents.nth(1)).toBeFocused();
    await page.keyboard.press(towardTiles);
    await expect(tiles.first()).toBeFocused();

    // Enter on a tile goes to that child category and closes the menu.
    const href = await tiles.first().getAttribute('href');
    expect(href).toMatch(/^\/category\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');

    // Escape from inside the menu closes it and returns focus to the trigger.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(parents.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await bodyOverflow(page)).toBe('');
  });

  test(`${language}: the cart badge follows cart:updated`, async ({ page }) => {
    await openStore(page, '/faqs', language);
    const badge = page.getByTestId('cart-badge').locator('visible=true');
    await publish(page, 'cart:updated', { count: 3, subtotal: 4500, currency: 'SAR' });
    await expect(badge).toHaveText(/^(3|٣)$/);
    await expect(page.getByRole('link', { name: text.cartWithThree }).locator('visible=true')).toBeVisible();
    await publish(page, 'cart:updated', { count: 0, subtotal: 0, currency: 'SAR' });
    await expect(badge).toHaveText(/^(0|٠)$/);
  });

  test(`${language}: a guest chooses a Riyadh district in the address picker and the address is published`, async ({ page }) => {
    await openStore(page, '/faqs', language);
    const chip = page.getByTestId('address-chip').locator('visible=true');
    await expect(chip).toHaveAccessibleName(text.riyadh);
    await chip.click();
    const picker = page.getByRole('dialog', { name: text.picker });
    await expect(picker).toBeVisible();
    await picker.getByLabel(text.district).selectOption({ label: text.hittin });
    await picker.getByRole('button', { name: text.deliverHere }).first().click();
    await expect(picker).toBeHidden();
    const book = await page.evaluate(() => JSON.parse(localStorage.getItem('user-address-book') ?? 'null'));
    expect(book.currentShippingAddress).toMatchObject({ address1: text.hittinAddress, lat: 24.764, long: 46.597 });
    // the account team's address book publishes the place and its short city label (spec §3 header)
    expect(await latest(page, 'address:changed')).toEqual({ lat: 24.764, long: 46.597, header: text.city });
    await expect(chip).toHaveAccessibleName(text.riyadh);
  });

  test(`${language}: the contact form validates on the client, then the server stores the message`, async ({ page }) => {
    const words = text.contact;
    await openStore(page, '/contact-us', language);
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: words.send }).click();
    await expect(form.getByText(words.invalidEmail)).toBeVisible();
    await expect(form.getByRole('textbox', { name: words.name })).toBeFocused();
    await form.getByRole('textbox', { name: words.name }).fill(words.values.name);
    await form.getByRole('textbox', { name: words.email }).fill('sara@example.sa');
    await form.getByRole('textbox', { name: words.subject }).fill(words.values.subject);
    await form.getByRole('textbox', { name: words.message }).fill(words.values.message);
    const stored = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/contact') && response.request().method() === 'POST');
    await form.getByRole('button', { name: words.send }).click();
    expect((await stored).ok()).toBe(true);
    await expect(form.getByRole('status').filter({ hasText: words.sent })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });
}

test('switching language keeps an informational page and scrolls to the top', async ({ page }) => {
  await openStore(page, '/return-policy', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return policy');
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/return-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سياسة الإرجاع');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer shows Arabic names in Arabic and English names in English', async ({ page }) => {
  for (const [language, dairy, brandsHeading] of [
    ['ar', 'الألبان والبيض', 'علامات تجارية رائجة'],
    ['en', 'Dairy & Eggs', 'Popular brands'],
  ] as const) {
    await openStore(page, '/', language);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByTestId('footer-categories').getByRole('link', { name: dairy, exact: true })).toBeVisible();
    await expect(footer.getByRole('heading', { name: brandsHeading })).toBeVisible();
    await expect(footer.getByRole('link', { name: language === 'ar' ? 'المراعي' : 'Almarai', exact: true })).toBeVisible();
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('img', { name: language === 'ar' ? 'مدى' : 'mada' })).toBeVisible();
  }
});

test('the frame has no serious or critical accessibility violations', async ({ page, isMobile }) => {
  for (const language of LANGUAGES) {
    await openStore(page, '/', language);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByTestId('address-chip')).toBeVisible();
    // The mega-menu is desktop UI; on phones the frame is scanned without it.
    if (!isMobile) {
      await page.getByRole('button', { name: language === 'ar' ? 'جميع الأقسام' : 'All categories' }).click();
      await expect(page.getByTestId('mega-menu').getByRole('link').first()).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).include('#shell-header').include('#shell-footer').analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
