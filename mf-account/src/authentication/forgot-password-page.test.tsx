import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from 'remote-kit/testing';
import { failed, said, sentTo, succeeded } from '../test/gateway-answers';
import { setAccountLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const copy = {
  ar: {
    title: 'نسيت كلمة المرور؟',
    documentTitle: 'نسيت كلمة المرور — سوق البقالة',
    identifier: 'البريد الإلكتروني أو رقم الجوال',
    submit: 'إرسال رابط إعادة التعيين',
    sentTitle: 'تحقق من رسائلك',
    sent: 'إذا كان هناك حساب مسجل بـ noura@example.sa، فقد أرسلنا إليه رابطاً لإعادة تعيين كلمة المرور.',
    expiry: 'الرابط صالح لمدة ٣٠ دقيقة.',
    sendAgain: 'جرّب بريداً أو رقماً آخر',
    back: 'العودة إلى تسجيل الدخول',
    invalidEmail: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    retry: 'يمكنك المحاولة مرة أخرى بعد ٤٥ دقيقة.',
  },
  en: {
    title: 'Forgot your password?',
    documentTitle: 'Forgot password — Souq Grocery',
    identifier: 'Email or mobile number',
    submit: 'Send reset link',
    sentTitle: 'Check your messages',
    sent: 'If an account exists for noura@example.sa, we have sent it a link to reset the password.',
    expiry: 'The link works for 30 minutes.',
    sendAgain: 'Try another email or number',
    back: 'Back to sign in',
    invalidEmail: 'Enter a valid email address.',
    retry: 'You can try again in 45 minutes.',
  },
} as const;

const fetchMock = stubFetch();

describe.each(['ar', 'en'] as const)('forgot password page (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderForgot = () => {
    const user = userEvent.setup();
    renderInStore(<ForgotPasswordPage />, { language, path: '/authentication/forgot-password' });
    return user;
  };

  it('confirms without saying whether the account exists, and leads back to sign in', async () => {
    fetchMock.mockResolvedValue(succeeded('reset_sent'));
    const user = renderForgot();
    expect(document.title).toBe(text.documentTitle);

    await user.type(screen.getByRole('textbox', { name: text.identifier }), ' noura@example.sa ');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: text.sentTitle })).toBeInTheDocument();
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent(text.sent);
    // the address reads left to right inside the sentence, and as the text it is
    expect(confirmation.querySelector('bdi[dir="ltr"]')).toHaveTextContent(/^noura@example\.sa$/);
    expect(confirmation).toHaveTextContent(text.expiry);
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(sentTo(fetchMock, '/api/auth/forgot-password')).toEqual({ identifier: 'noura@example.sa' });
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/authentication/login');

    // another try starts from what was typed
    await user.click(screen.getByRole('button', { name: text.sendAgain }));
    expect(screen.getByRole('textbox', { name: text.identifier })).toHaveValue(' noura@example.sa ');
  });

  it('checks the email or number before sending', async () => {
    const user = renderForgot();

    await user.type(screen.getByRole('textbox', { name: text.identifier }), 'noura@example');
    await user.click(screen.getByRole('button', { name: text.submit }));

    const identifier = screen.getByRole('textbox', { name: text.identifier });
    expect(identifier).toHaveAccessibleDescription(text.invalidEmail);
    expect(identifier).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when a shopper who asked too often may ask again', async () => {
    fetchMock.mockResolvedValue(failed(429, 'too_many_attempts', { retryAfter: 2700 }));
    const user = renderForgot();

    await user.type(screen.getByRole('textbox', { name: text.identifier }), '0512345678');
    await user.click(screen.getByRole('button', { name: text.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said('too_many_attempts', language));
    expect(alert).toHaveTextContent(text.retry);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.identifier })).toHaveValue('0512345678');
  });
});
