// The account's address book and saved cards on the desktop viewport: in Arabic, add, edit, make
// default and delete addresses and watch the header's address chip follow the delivery address; in
// English, keep a mada card through the bank's 3-D Secure page and a Visa card verified at once, make
// one the default, remove it, with no card number sent to the store. Screens of both pages are kept
// under var/account-screens (each also at a phone's width).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { area, expect, latest, test } from '../src/fixtures';
import { CARDS, recordRequests, registerShopper } from '../src/checkout';
import { REMOTE_ORIGINS, STORE_URL, repoRoot } from '../src/store';

const shots = path.join(repoRoot, 'var', 'account-screens');
const PHONE = { width: 412, height: 915 };

/** The page in full, then at a phone's width, then back. */
async function shoot(page: Page, name: string): Promise<void> {
  const desktop = page.viewportSize()!;
  await page.screenshot({ path: path.join(shots, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(shots, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

const account = (page: Page) => area(page, 'mf-account');
const chip = (page: Page) => page.getByTestId('address-chip').locator('visible=true');

test('ar: add, edit, make default and delete addresses; the header chip follows the delivery address', async ({ page }) => {
  test.setTimeout(120_000);
  await registerShopper(page, 'ar', 'address-book');
  await page.goto(`${STORE_URL}/addresses`);
  const book = account(page);
  await expect(book.getByRole('heading', { level: 1, name: 'عناويني' })).toBeVisible();
  await expect(book.getByRole('heading', { name: 'دفتر عناوينك فارغ' })).toBeVisible();

  // a district pins the place and offers the address line; the first delivery address is the default
  await book.getByRole('button', { name: 'إضافة عنوان' }).click();
  let dialog = page.getByRole('dialog', { name: 'إضافة عنوان' });
  await dialog.getByRole('combobox', { name: 'الحي في الرياض' }).selectOption({ label: 'حطين' });
  await expect(dialog.getByRole('textbox', { name: 'العنوان' })).toHaveValue('حطين، الرياض');
  await expect(dialog.getByRole('textbox', { name: 'خط العرض' })).toHaveValue('24.764');
  await dialog.getByRole('textbox', { name: 'المبنى أو الطابق أو معلم قريب (اختياري)' }).fill('فيلا ١٢، بجوار مسجد حطين');
  await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
  // the address inside the sentence is isolated (U+2068 … U+2069), so it keeps its own direction
  await expect(book.getByRole('status')).toHaveText('أضيف «\u2068حطين، الرياض\u2069» إلى دفتر عناوينك.');
  await expect(book.getByRole('article')).toContainText('عنوان التوصيل الافتراضي');
  await expect(chip(page)).toHaveAccessibleName(/الرياض/);
  expect(await latest(page, 'address:changed')).toEqual({ lat: 24.764, long: 46.597, header: 'الرياض' });

  // coordinates typed with Arabic-Indic digits, a town of its own as the header label, not the default
  await book.getByRole('button', { name: 'إضافة عنوان' }).click();
  dialog = page.getByRole('dialog', { name: 'إضافة عنوان' });
  await dialog.getByRole('textbox', { name: 'العنوان' }).fill('طريق الملك سلمان، الدرعية');
  await expect(dialog.getByTestId('header-preview')).toHaveText('يظهر في رأس الصفحة باسم: الدرعية');
  await dialog.getByRole('textbox', { name: 'خط العرض' }).fill('٢٤٫٧٣٧');
  await dialog.getByRole('textbox', { name: 'خط الطول' }).fill('٤٦٫٥٧٥');
  await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(book.getByRole('status')).toHaveText('أضيف «\u2068طريق الملك سلمان، الدرعية\u2069» إلى دفتر عناوينك.');
  await expect(chip(page)).toHaveAccessibleName(/الرياض/);
  const delivery = book.getByRole('region', { name: 'عناوين التوصيل' });
  await expect(delivery.getByRole('article')).toHaveCount(2);
  await expect(delivery.getByRole('article').first()).toContainText('عنوان التوصيل الافتراضي');

  // make it the default: the chip follows
  await book.getByRole('button', { name: 'اجعله الافتراضي: طريق الملك سلمان، الدرعية' }).click();
  await expect(book.getByRole('status')).toHaveText('أصبح «\u2068طريق الملك سلمان، الدرعية\u2069» عنوان التوصيل الافتراضي.');
  await expect(chip(page)).toHaveAccessibleName(/الدرعية/);
  expect(await latest(page, 'address:changed')).toEqual({ lat: 24.737, long: 46.575, header: 'الدرعية' });
  await shoot(page, 'addresses-ar');

  // edit the delivery address's line: its new header label reaches the chip
  await book.getByRole('button', { name: 'تعديل طريق الملك سلمان، الدرعية' }).click();
  dialog = page.getByRole('dialog', { name: 'تعديل العنوان' });
  await dialog.getByRole('textbox', { name: 'العنوان' }).fill('حي الطريف، الدرعية التاريخية');
  await shoot(page, 'address-form-ar');
  await dialog.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(book.getByRole('status')).toHaveText('تم حفظ «\u2068حي الطريف، الدرعية التاريخية\u2069».');
  await expect(chip(page)).toHaveAccessibleName(/الدرعية التاريخية/);

  // delete it after the confirmation: the other address becomes the delivery address
  await book.getByRole('button', { name: 'حذف حي الطريف، الدرعية التاريخية' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'حذف هذا العنوان؟' });
  await expect(confirm).toContainText('هذا عنوان التوصيل الافتراضي');
  await confirm.getByRole('button', { name: 'حذف العنوان' }).click();
  await expect(book.getByRole('status')).toHaveText('تم حذف «\u2068حي الطريف، الدرعية التاريخية\u2069».');
  await expect(chip(page)).toHaveAccessibleName(/الرياض/);
  await expect(delivery.getByRole('article')).toHaveCount(1);
  await expect(delivery.getByRole('article')).toContainText('عنوان التوصيل الافتراضي');

  // the server kept it all: after a reload the book and the chip are the same
  await page.reload();
  await expect(account(page).getByRole('region', { name: 'عناوين التوصيل' }).getByRole('article')).toHaveCount(1);
  await expect(account(page).getByRole('article')).toContainText('حطين، الرياض');
  await expect(chip(page)).toHaveAccessibleName(/الرياض/);
});

test('en: keep a mada card through 3-D Secure and a Visa card, make the Visa the default, remove it; no card number reaches the store', async ({ page }) => {
  test.setTimeout(120_000);
  await registerShopper(page, 'en', 'saved-cards');
  const requests = recordRequests(page);
  await page.goto(`${STORE_URL}/payments`);
  const cards = account(page);
  await expect(cards.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'No saved cards yet' })).toBeVisible();

  const keep = async (number: string, nickname: string, { makeDefault = false } = {}) => {
    await cards.getByRole('button', { name: 'Add a card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Sara Alqahtani');
    await dialog.getByRole('textbox', { name: 'Card number' }).pressSequentially(number.replace(/(\d{4})(?=\d)/g, '$1 '), { delay: 5 });
    await dialog.getByRole('combobox', { name: 'Expiry month' }).selectOption('05');
    await dialog.getByRole('combobox', { name: 'Expiry year' }).selectOption(String(new Date().getFullYear() + 3));
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('textbox', { name: 'Nickname (optional)' }).fill(nickname);
    if (makeDefault) await dialog.getByRole('checkbox', { name: 'Make this my default card' }).check();
    return dialog;
  };

  // mada asks for 3-D Secure: the bank's page on the provider, then back to /payments
  const madaForm = await keep(CARDS.madaApproved, 'Salary card');
  await shoot(page, 'add-card-en');
  await madaForm.getByRole('button', { name: 'Verify and save card' }).click();
  await expect(page).toHaveURL(/\/v1\/transaction_auths\/[^/]+\/form/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(`${STORE_URL}/payments`);
  await expect(cards.getByRole('status')).toHaveText('The card ending 1010 was saved.');
  const mada = cards.getByRole('article', { name: 'mada ending 1010' });
  await expect(mada.getByRole('img', { name: 'mada' })).toBeVisible();
  await expect(mada).toContainText('Salary card');
  await expect(mada).toContainText(`Expires 05/${new Date().getFullYear() + 3}`);
  await expect(mada).toContainText('Default card');

  // Visa is verified at once
  const visaForm = await keep(CARDS.visa, 'Travel card');
  await visaForm.getByRole('button', { name: 'Verify and save card' }).click();
  await expect(cards.getByRole('status')).toHaveText('The card ending 1111 was saved.');
  const visa = cards.getByRole('article', { name: 'Visa ending 1111' });
  await expect(visa).toContainText('Travel card');
  await expect(visa).not.toContainText('Default card');

  await visa.getByRole('button', { name: 'Make default: Visa ending 1111' }).click();
  await expect(cards.getByRole('status')).toHaveText('The card ending 1111 is now your default card.');
  await expect(visa).toContainText('Default card');
  await expect(mada).not.toContainText('Default card');
  await shoot(page, 'payments-en');

  await visa.getByRole('button', { name: 'Remove Visa ending 1111' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await expect(confirm).toContainText('It is your default card');
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(cards.getByRole('status')).toHaveText('The card ending 1111 was removed.');
  await expect(cards.getByRole('article')).toHaveCount(1);
  await expect(mada).toContainText('Default card');

  // the server's list agrees; the numbers went to the provider's tokens call only
  await page.reload();
  await expect(account(page).getByRole('article', { name: 'mada ending 1010' })).toContainText('Default card');
  const ours = [STORE_URL, ...Object.values(REMOTE_ORIGINS)];
  for (const number of [CARDS.madaApproved, CARDS.visa]) {
    const forms = [number, number.replace(/(\d{4})(?=\d)/g, '$1 '), number.replace(/(\d{4})(?=\d)/g, '$1+'), number.replace(/(\d{4})(?=\d)/g, '$1%20')];
    const carrying = requests.filter((r) => forms.some((form) => r.url.includes(form) || r.body.includes(form)));
    expect(carrying.length, 'the tokens call carried it').toBeGreaterThan(0);
    expect(carrying.filter((r) => ours.some((origin) => r.url.startsWith(origin))).map((r) => r.url)).toEqual([]);
    expect(carrying.every((r) => r.url.endsWith('/v1/tokens'))).toBe(true);
  }
});
