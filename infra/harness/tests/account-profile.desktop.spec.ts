// The account's profile pages on the desktop (each journey picks its language): basic information
// edited and still there after a reload, with the header greeting the new name; the language chosen
// on /language kept by the account and brought back by the next sign-in on a device that speaks the
// other language; and deactivation, which signs the shopper out for good.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { area, expect, openStore, test, useLanguage } from '../src/fixtures';
import { STORE_URL, type Language } from '../src/store';

const PASSWORD = 'Dates2025a';

const WORDS = {
  ar: {
    greeting: (name: string) => `أهلاً، ${name}`,
    signIn: 'تسجيل الدخول',
    identifier: 'البريد الإلكتروني أو رقم الجوال',
    password: 'كلمة المرور',
    accountTitle: 'حسابي',
    logOut: 'تسجيل الخروج',
    languageTitle: 'اللغة',
    deactivate: 'تعطيل الحساب',
    dialog: 'هل تريد تعطيل حسابك؟',
    confirmDeactivate: 'تعطيل حسابي',
  },
  en: {
    greeting: (name: string) => `Hi, ${name}`,
    signIn: 'Sign in',
    identifier: 'Email or mobile number',
    password: 'Password',
    accountTitle: 'My account',
    logOut: 'Log out',
    languageTitle: 'Language',
    basicInfo: 'Basic information',
    titleLabel: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    dob: 'Date of birth',
    email: 'Email',
    saveDetails: 'Save details',
    detailsSaved: 'Your details have been saved.',
    phone: 'Mobile number',
    savePhone: 'Save mobile number',
    english: 'English',
    saveLanguage: 'Save language',
    languageSaved: 'The store is now in English, and your account keeps this choice.',
  },
} as const;

const account = (page: Page) => area(page, 'mf-account');
const accountLink = (page: Page) => page.getByTestId('account-link');
const uniqueEmail = (label: string) => `e2e-profile-${label}-${randomUUID().slice(0, 12)}@example.sa`;

/** A Saudi mobile no earlier run has used, written in Arabic-Indic digits as an Arabic keyboard types it. */
function uniqueMobile(): { typed: string; local: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const local = `05${digits}`;
  return { typed: local.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))), local };
}

/** A shopper registered through the gateway, as the register page does: the context holds the session. */
async function registerShopper(page: Page, language: Language, label: string, firstName: string, lastName: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await page.request.post(`${STORE_URL}/api/auth/register`, {
    headers: { origin: STORE_URL },
    data: { email, password: PASSWORD, firstName, lastName, language: language.toUpperCase() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

async function logIn(page: Page, language: Language, email: string) {
  const words = WORDS[language];
  await account(page).getByRole('textbox', { name: words.identifier }).fill(email);
  await account(page).getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await account(page).getByRole('button', { name: words.signIn }).click();
}

test('en: basic information and the mobile number are edited, and are still there after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const words = WORDS.en;
  await registerShopper(page, 'en', 'details', 'Sara', 'Alqahtani');
  const email = uniqueEmail('edited');
  const mobile = uniqueMobile();

  await openStore(page, '/user-account', 'en');
  await expect(accountLink(page)).toHaveText(words.greeting('Sara'));
  await account(page).getByRole('link', { name: words.basicInfo }).click();
  await expect(page).toHaveURL(`${STORE_URL}/basic-info`);
  const details = account(page).getByRole('form', { name: 'Personal details' });
  await expect(details.getByRole('textbox', { name: words.firstName })).toHaveValue('Sara');

  await details.getByRole('combobox', { name: words.titleLabel }).selectOption('Dr');
  await details.getByRole('textbox', { name: words.firstName }).fill('Reem');
  await details.getByRole('textbox', { name: words.lastName }).fill('Al Harbi');
  await details.getByLabel(words.dob).fill('1992-03-14');
  await details.getByRole('textbox', { name: words.email }).fill(email.toUpperCase());
  await details.getByRole('button', { name: words.saveDetails }).click();
  await expect(details.getByRole('status')).toHaveText(words.detailsSaved);
  // the shell read the session again: the header greets the new name without a reload
  await expect(accountLink(page)).toHaveText(words.greeting('Reem'));

  const phoneForm = account(page).getByRole('form', { name: words.phone });
  await phoneForm.getByRole('textbox', { name: words.phone }).fill(mobile.typed);
  await phoneForm.getByRole('button', { name: words.savePhone }).click();
  await expect(phoneForm.getByRole('status')).toHaveText(words.detailsSaved);

  await page.reload();
  await expect(details.getByRole('textbox', { name: words.firstName })).toHaveValue('Reem');
  await expect(details.getByRole('textbox', { name: words.lastName })).toHaveValue('Al Harbi');
  await expect(details.getByRole('combobox', { name: words.titleLabel })).toHaveValue('Dr');
  await expect(details.getByLabel(words.dob)).toHaveValue('1992-03-14');
  await expect(details.getByRole('textbox', { name: words.email })).toHaveValue(email);
  await expect(phoneForm.getByRole('textbox', { name: words.phone })).toHaveValue(mobile.local);

  await page.goto(`${STORE_URL}/user-account`);
  await expect(account(page).getByText('Hello, Reem Al Harbi')).toBeVisible();
  await expect(account(page).getByText(`+966${mobile.local.slice(1)}`)).toBeVisible();
});

test('ar → en: the language chosen on /language is kept by the account and comes back at the next sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerShopper(page, 'ar', 'language', 'نورة', 'العتيبي');

  await openStore(page, '/language', 'ar');
  await expect(account(page).getByRole('heading', { level: 1, name: WORDS.ar.languageTitle })).toBeVisible();
  await account(page).getByRole('radio', { name: WORDS.en.english }).check();
  await account(page).getByRole('button', { name: 'حفظ اللغة' }).click();

  // the shell switched the page in place: language, direction, cookie
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(account(page).getByRole('status')).toHaveText(WORDS.en.languageSaved);
  await expect(account(page).getByRole('heading', { level: 1, name: WORDS.en.languageTitle })).toBeVisible();
  expect((await page.context().cookies(STORE_URL)).find((c) => c.name === 'locale')?.value).toBe('en');

  await page.goto(`${STORE_URL}/user-account`);
  await Promise.all([page.waitForEvent('load'), account(page).getByRole('button', { name: WORDS.en.logOut }).click()]);
  await expect(accountLink(page)).toHaveText(WORDS.en.signIn);

  // the next sign-in is on a device that speaks Arabic
  await useLanguage(page.context(), 'ar');
  await page.goto(`${STORE_URL}/authentication/login?redirect=/user-account`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await logIn(page, 'ar', email);

  await expect(page).toHaveURL(`${STORE_URL}/user-account`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(account(page).getByRole('heading', { level: 1, name: WORDS.en.accountTitle })).toBeVisible();
  await expect(accountLink(page)).toHaveText(WORDS.en.greeting('نورة'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(account(page).getByRole('heading', { level: 1, name: WORDS.en.accountTitle })).toBeVisible();
});

test('ar: deactivating the account signs the shopper out, and the account no longer signs in', async ({ page }) => {
  test.setTimeout(120_000);
  const words = WORDS.ar;
  const email = await registerShopper(page, 'ar', 'leaving', 'خالد', 'الشمري');

  await openStore(page, '/user-account', 'ar');
  await expect(accountLink(page)).toHaveText(words.greeting('خالد'));
  await account(page).getByRole('button', { name: words.deactivate }).click();
  const dialog = page.getByRole('alertdialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: words.confirmDeactivate }).click()]);

  // the shell's logout reloaded the page: a guest, sent to sign in to come back here
  await expect(page).toHaveURL(`${STORE_URL}/authentication/login?redirect=/user-account`);
  await expect(accountLink(page)).toHaveText(words.signIn);

  await logIn(page, 'ar', email);
  await expect(account(page).getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/authentication\/login\?redirect=\/user-account$/);
  await expect(accountLink(page)).toHaveText(words.signIn);
});
