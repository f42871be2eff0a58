// The account remote started alone: what each path it owns shows, in Arabic and in English.
import { screen } from '@testing-library/react';
import { startAccountAlone, type TestLanguage } from './test/start-alone';

const copy = {
  ar: {
    help: 'المساعدة',
    firstQuestion: 'أين طلبي؟',
    notFound: 'الصفحة غير موجودة',
    backHome: 'العودة إلى الرئيسية',
    dir: 'rtl',
    signIn: ['/authentication/login', 'تسجيل الدخول'],
    register: ['/authentication/register', 'إنشاء حساب'],
    forgot: ['/authentication/forgot-password', 'نسيت كلمة المرور؟'],
    reset: ['/authentication/reset-password?token=abc', 'اختر كلمة مرور جديدة'],
  },
  en: {
    help: 'Help',
    firstQuestion: 'Where is my order?',
    notFound: 'Page not found',
    backHome: 'Back to home',
    dir: 'ltr',
    signIn: ['/authentication/login', 'Sign in'],
    register: ['/authentication/register', 'Create an account'],
    forgot: ['/authentication/forgot-password', 'Forgot your password?'],
    reset: ['/authentication/reset-password?token=abc', 'Choose a new password'],
  },
} as const;

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe.each(['ar', 'en'] as const)('account routes (%s)', (language: TestLanguage) => {
  const text = copy[language];

  it('shows the help page at /help, in the page direction', async () => {
    stop = await startAccountAlone('/help', language);

    expect(await screen.findByRole('region', { name: text.help })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', text.dir);
    expect(screen.getByRole('heading', { level: 1, name: text.help })).toBeInTheDocument();
    expect(screen.getByText(text.firstQuestion)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.notFound })).not.toBeInTheDocument();
  });

  it.each(['signIn', 'register', 'forgot', 'reset'] as const)('shows the %s page of account access', async (page) => {
    const [path, title] = text[page];
    stop = await startAccountAlone(path, language);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.notFound })).not.toBeInTheDocument();
  });

  it('shows the account overview at /user-account, waiting for the session', async () => {
    stop = await startAccountAlone('/user-account', language);

    expect(await screen.findByTestId('account-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.notFound })).not.toBeInTheDocument();
  });

  it.each([
    ['/basic-info', { ar: 'البيانات الأساسية', en: 'Basic information' }],
    ['/language', { ar: 'اللغة', en: 'Language' }],
    ['/notifications', { ar: 'الإشعارات', en: 'Notifications' }],
  ] as const)('shows the profile page at %s, waiting for the session', async (path, titles) => {
    stop = await startAccountAlone(path, language);

    expect(await screen.findByRole('heading', { level: 1, name: titles[language] })).toBeInTheDocument();
    expect(screen.getByTestId(/-loading$/)).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: text.notFound })).not.toBeInTheDocument();
  });

  it('answers an account path it has no page for with the translated not-found', async () => {
    stop = await startAccountAlone('/account/no-such-page', language);

    expect(await screen.findByRole('heading', { level: 1, name: text.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: text.help })).not.toBeInTheDocument();
  });
});
