import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from 'remote-kit/testing';
import { failed, said, sentTo, succeeded } from '../test/gateway-answers';
import { setAccountLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import { ResetPasswordPage } from './reset-password-page';

const copy = {
  ar: {
    title: 'اختر كلمة مرور جديدة',
    documentTitle: 'اختر كلمة مرور جديدة — سوق البقالة',
    password: 'كلمة المرور الجديدة',
    submit: 'حفظ كلمة المرور الجديدة',
    doneTitle: 'تم تغيير كلمة المرور',
    done: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    goToLogin: 'الانتقال إلى تسجيل الدخول',
    requestNew: 'اطلب رابطاً جديداً',
    missing: 'رابط إعادة التعيين هذا غير مكتمل.',
    weak: 'استخدم ٨ أحرف على الأقل تتضمن حروفًا وأرقامًا.',
    retry: 'يمكنك المحاولة مرة أخرى بعد ٣٠ ثانية.',
  },
  en: {
    title: 'Choose a new password',
    documentTitle: 'Choose a new password — Souq Grocery',
    password: 'New password',
    submit: 'Save new password',
    doneTitle: 'Password changed',
    done: 'Your password has been changed. Sign in with your new password.',
    goToLogin: 'Go to sign in',
    requestNew: 'Ask for a new link',
    missing: 'This reset link is incomplete.',
    weak: 'Use at least 8 characters with letters and numbers.',
    retry: 'You can try again in 30 seconds.',
  },
} as const;

const fetchMock = stubFetch();

describe.each(['ar', 'en'] as const)('reset password page (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderReset = (path = '/authentication/reset-password?token=tok-123') => {
    const user = userEvent.setup();
    renderInStore(<ResetPasswordPage />, { language, path });
    return user;
  };

  it('changes the password with the token from the link, then offers to sign in', async () => {
    fetchMock.mockResolvedValue(succeeded('password_changed'));
    const user = renderReset();
    expect(document.title).toBe(text.documentTitle);
    expect(screen.getByLabelText(text.password)).toHaveAttribute('autocomplete', 'new-password');

    await user.type(screen.getByLabelText(text.password), 'Dates2026');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: text.doneTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(text.done);
    expect(sentTo(fetchMock, '/api/auth/reset-password')).toEqual({ token: 'tok-123', password: 'Dates2026' });

    await user.click(screen.getByRole('button', { name: text.goToLogin }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login$/);
  });

  it('keeps a weak password from being sent', async () => {
    const user = renderReset();

    await user.type(screen.getByLabelText(text.password), 'dates');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(expect.stringContaining(text.weak));
    expect(screen.getByLabelText(text.password)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the link has expired or was used, and leads to asking for a new one', async () => {
    fetchMock.mockResolvedValue(failed(400, 'invalid_input', { errors: [['token', 'invalid_reset_token']] }));
    const user = renderReset();

    await user.type(screen.getByLabelText(text.password), 'Dates2026');
    await user.click(screen.getByRole('button', { name: text.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said('invalid_reset_token', language));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('link', { name: text.requestNew })).toHaveAttribute('href', '/authentication/forgot-password');
    expect(screen.getByLabelText(text.password)).toHaveValue('Dates2026');
  });

  it('says when a shopper may try again after too many tries', async () => {
    fetchMock.mockResolvedValue(failed(429, 'too_many_attempts', { retryAfter: 30 }));
    const user = renderReset();

    await user.type(screen.getByLabelText(text.password), 'Dates2026');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.retry);
  });

  it('explains a link without its token instead of showing a form that cannot work', () => {
    renderReset('/authentication/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent(text.missing);
    expect(screen.getByRole('link', { name: text.requestNew })).toHaveAttribute('href', '/authentication/forgot-password');
    expect(screen.queryByLabelText(text.password)).not.toBeInTheDocument();
  });
});
