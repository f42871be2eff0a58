// Signing in, out and up with the account team's pages: a new shopper registers and the header's
// account link becomes their profile; logging out from /user-account makes them a guest again; a
// wrong password is refused in the page language and keeps what was typed; signing in again keeps
// the cart filled as a guest (merged into the account's cart); a forgotten password is reset with
// the link the store sends (read from the API's development outbox).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { area, expect, openStore, test } from '../src/fixtures';
import { E2E_ENV, LANGUAGES, STORE_URL, type Language } from '../src/store';

const TEXT = {
  ar: {
    firstName: 'نورة',
    greeting: 'أهلاً، نورة',
    signIn: 'تسجيل الدخول',
    registerTitle: 'إنشاء حساب',
    firstNameLabel: 'الاسم الأول (اختياري)',
    email: 'البريد الإلكتروني',
    newPassword: 'كلمة المرور الجديدة',
    createAccount: 'إنشاء الحساب',
    accountTitle: 'حسابي',
    logOut: 'تسجيل الخروج',
    loginTitle: 'تسجيل الدخول',
    identifier: 'البريد الإلكتروني أو رقم الجوال',
    password: 'كلمة المرور',
    submitLogin: 'تسجيل الدخول',
    wrongPassword: 'رقم الجوال أو البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    addToCart: /^أضف .+ إلى السلة$/,
    forgotLink: 'نسيت كلمة المرور؟',
    forgotTitle: 'نسيت كلمة المرور؟',
    sendLink: 'إرسال رابط إعادة التعيين',
    sentTitle: 'تحقق من رسائلك',
    sent: (email: string) => `إذا كان هناك حساب مسجل بـ ${email}، فقد أرسلنا إليه رابطاً لإعادة تعيين كلمة المرور.`,
    saveNewPassword: 'حفظ كلمة المرور الجديدة',
    passwordChanged: 'تم تغيير كلمة المرور',
    goToLogin: 'الانتقال إلى تسجيل الدخول',
  },
  en: {
    firstName: 'Noura',
    greeting: 'Hi, Noura',
    signIn: 'Sign in',
    registerTitle: 'Create an account',
    firstNameLabel: 'First name (optional)',
    email: 'Email',
    newPassword: 'New password',
    createAccount: 'Create account',
    accountTitle: 'My account',
    logOut: 'Log out',
    loginTitle: 'Sign in',
    identifier: 'Email or mobile number',
    password: 'Password',
    submitLogin: 'Sign in',
    wrongPassword: 'The phone, email or password is not correct.',
    addToCart: /^Add .+ to cart$/,
    forgotLink: 'Forgot your password?',
    forgotTitle: 'Forgot your password?',
    sendLink: 'Send reset link',
    sentTitle: 'Check your messages',
    sent: (email: string) => `If an account exists for ${email}, we have sent it a link to reset the password.`,
    saveNewPassword: 'Save new password',
    passwordChanged: 'Password changed',
    goToLogin: 'Go to sign in',
  },
} as const;

const PASSWORD = 'Dates2025a';

/** An address no earlier run has used: every run registers its own shoppers. */
const uniqueEmail = (label: string) => `e2e-${label}-${randomUUID().slice(0, 12)}@example.sa`;

const account = (page: Page) => area(page, 'mf-account');
const accountLink = (page: Page) => page.getByTestId('account-link');

/** The header says who is signed in: the profile and a greeting, or the way to sign in. */
async function expectSignedIn(page: Page, language: Language) {
  await expect(accountLink(page)).toHaveAttribute('href', '/user-account');
  await expect(accountLink(page)).toHaveText(TEXT[language].greeting);
}

async function expectGuest(page: Page, language: Language) {
  await expect(accountLink(page)).toHaveAttribute('href', '/authentication/login');
  await expect(accountLink(page)).toHaveText(TEXT[language].signIn);
}

async function logIn(page: Page, language: Language, identifier: string, password: string) {
  const words = TEXT[language];
  const form = account(page);
  await form.getByRole('textbox', { name: words.identifier }).fill(identifier);
  await form.getByLabel(words.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: words.submitLogin }).click();
}

for (const language of LANGUAGES) {
  const words = TEXT[language];

  test(`${language}: a new shopper registers, logs out from the account page, and signs in again with the guest cart kept`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(language);

    // Register: the language starts as the page's, and the header follows the new session.
    await openStore(page, '/authentication/register', language);
    await expect(account(page).getByRole('heading', { level: 1, name: words.registerTitle })).toBeVisible();
    await expectGuest(page, language);
    await account(page).getByRole('textbox', { name: words.firstNameLabel }).fill(words.firstName);
    await account(page).getByRole('textbox', { name: words.email }).fill(email);
    await account(page).getByLabel(words.newPassword, { exact: true }).fill(PASSWORD);
    await account(page).getByRole('button', { name: words.createAccount }).click();
    await expect(page).toHaveURL(`${STORE_URL}/`);
    await expectSignedIn(page, language);

    // The account page, reached from the account link on screen (the header's, or the phone's bottom bar).
    await page.locator('a[href="/user-account"]').locator('visible=true').first().click();
    await expect(account(page).getByRole('heading', { level: 1, name: words.accountTitle })).toBeVisible();
    await expect(account(page).getByText(email)).toBeVisible();

    // Logging out reloads the page as a guest, who is sent to sign in to come back here.
    await Promise.all([page.waitForEvent('load'), account(page).getByRole('button', { name: words.logOut }).click()]);
    await expect(page).toHaveURL(`${STORE_URL}/authentication/login?redirect=/user-account`);
    await expect(account(page).getByRole('heading', { level: 1, name: words.loginTitle })).toBeVisible();
    await expectGuest(page, language);

    // As a guest, something goes into the cart.
    await page.goto(`${STORE_URL}/`);
    const card = area(page, 'mf-catalog').getByTestId('product-card').first();
    const product = await card.getAttribute('aria-label');
    expect(product).toBeTruthy();
    await card.getByRole('button', { name: words.addToCart }).click();
    await expect(card.getByRole('group')).toBeVisible();

    // Signing in on the way to the cart: a wrong password first, refused in the page language.
    await page.goto(`${STORE_URL}/authentication/login?redirect=/cart`);
    await logIn(page, language, email, 'not-the-password1');
    await expect(account(page).getByRole('alert')).toHaveText(words.wrongPassword);
    await expect(account(page).getByRole('textbox', { name: words.identifier })).toHaveValue(email);
    await expect(page).toHaveURL(/\/authentication\/login\?redirect=\/cart$/);
    await expectGuest(page, language);

    await account(page).getByLabel(words.password, { exact: true }).fill(PASSWORD);
    await account(page).getByRole('button', { name: words.submitLogin }).click();
    await expect(page).toHaveURL(`${STORE_URL}/cart`);
    await expectSignedIn(page, language);
    const lines = area(page, 'mf-cart').getByTestId('cart-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(product!);

    // The line lives in the account's cart now, not only on this device.
    await page.evaluate(() => localStorage.removeItem('cartInfo'));
    await page.reload();
    await expectSignedIn(page, language);
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(product!);
  });
}

async function registerThroughGateway(request: APIRequestContext, email: string) {
  const response = await request.post(`${STORE_URL}/api/auth/register`, {
    headers: { origin: STORE_URL },
    data: { email, password: PASSWORD, firstName: 'Reem', language: 'AR' },
  });
  expect(response.status()).toBe(200);
}

/** The reset token in the newest message the store "sent" to `email` (the API's development outbox). */
async function resetTokenSentTo(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`http://127.0.0.1:${E2E_ENV.API_PORT}/dev/outbox`);
      const { messages } = (await response.json()) as { messages: { recipient: string; body: string }[] };
      const match = /[?&]token=([^\s&]+)/.exec(messages.find((m) => m.recipient === email)?.body ?? '');
      token = match ? decodeURIComponent(match[1]!) : undefined;
      return token;
    })
    .toBeTruthy();
  return token!;
}

// The API allows twenty reset requests per client address an hour, and every journey here comes from
// 127.0.0.1: so this one runs in Arabic on the desktop and in English on the phone, not four times.
test('a forgotten password: the confirmation, then the link the store sent sets a new password to sign in with', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const language: Language = testInfo.project.name === 'phone' ? 'en' : 'ar';
  const words = TEXT[language];
  const email = uniqueEmail(`reset-${language}`);
  const newPassword = 'Sukkari2026b';
  await registerThroughGateway(request, email);

  await openStore(page, '/authentication/login', language);
  await account(page).getByRole('link', { name: words.forgotLink }).click();
  await expect(account(page).getByRole('heading', { level: 1, name: words.forgotTitle })).toBeVisible();
  await account(page).getByRole('textbox', { name: words.identifier }).fill(email);
  await account(page).getByRole('button', { name: words.sendLink }).click();
  await expect(account(page).getByRole('heading', { level: 1, name: words.sentTitle })).toBeVisible();
  await expect(account(page).getByRole('status')).toContainText(words.sent(email));

  const token = await resetTokenSentTo(request, email);
  await page.goto(`${STORE_URL}/authentication/reset-password?token=${encodeURIComponent(token)}`);
  await account(page).getByLabel(words.newPassword, { exact: true }).fill(newPassword);
  await account(page).getByRole('button', { name: words.saveNewPassword }).click();
  await expect(account(page).getByRole('heading', { level: 1, name: words.passwordChanged })).toBeVisible();

  await account(page).getByRole('button', { name: words.goToLogin }).click();
  await expect(page).toHaveURL(`${STORE_URL}/authentication/login`);
  await logIn(page, language, email, newPassword);
  await expect(page).toHaveURL(`${STORE_URL}/`);
  await expect(accountLink(page)).toHaveAttribute('href', '/user-account');
});
