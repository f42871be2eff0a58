import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SessionChange } from 'shared-events';
import { stubFetch } from 'remote-kit/testing';
import { failed, said, sentTo, succeeded } from '../test/gateway-answers';
import { setAccountLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { RegisterPage } from './register-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '52', firstName: 'Sara', lastName: '', fullName: 'Sara', phone: '+966512345678', language: 'EN' },
};

const copy = {
  ar: {
    title: 'إنشاء حساب',
    documentTitle: 'إنشاء حساب — سوق البقالة',
    firstName: 'الاسم الأول (اختياري)',
    lastName: 'اسم العائلة (اختياري)',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور الجديدة',
    submit: 'إنشاء الحساب',
    rules: ['٨ أحرف على الأقل', 'حرف واحد على الأقل', 'رقم واحد على الأقل (0-9)'],
    pageLanguage: 'العربية',
    otherLanguage: 'English',
    identifierRequired: 'أدخل رقم الجوال أو البريد الإلكتروني.',
    required: 'هذا الحقل مطلوب.',
    weak: 'استخدم ٨ أحرف على الأقل تتضمن حروفًا وأرقامًا.',
    invalidPhone: 'أدخل رقم جوال سعودي، مثل 05XXXXXXXX.',
    phoneHint: 'رقم جوال سعودي، مثل 05XXXXXXXX',
    login: 'سجّل الدخول',
  },
  en: {
    title: 'Create an account',
    documentTitle: 'Create an account — Souq Grocery',
    firstName: 'First name (optional)',
    lastName: 'Last name (optional)',
    email: 'Email',
    phone: 'Mobile number',
    password: 'New password',
    submit: 'Create account',
    rules: ['At least 8 characters', 'At least one letter', 'At least one number (0-9)'],
    pageLanguage: 'English',
    otherLanguage: 'العربية',
    identifierRequired: 'Enter a phone number or an email.',
    required: 'This field is required.',
    weak: 'Use at least 8 characters with letters and numbers.',
    invalidPhone: 'Enter a Saudi mobile number, for example 05XXXXXXXX.',
    phoneHint: 'A Saudi mobile number, for example 05XXXXXXXX',
    login: 'Sign in',
  },
} as const;

const fetchMock = stubFetch();

beforeEach(() => {
  resetTestBus();
});

describe.each(['ar', 'en'] as const)('register page (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderRegister = (path = '/authentication/register') => {
    const user = userEvent.setup();
    renderInStore(<RegisterPage />, { language, path });
    return user;
  };

  it('lists the password rules before anything is typed and starts in the page language', () => {
    renderRegister('/authentication/register?redirect=/cart');

    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(document.title).toBe(text.documentTitle);
    const password = screen.getByLabelText(text.password);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    for (const rule of text.rules) expect(password).toHaveAccessibleDescription(expect.stringContaining(rule));
    expect(screen.getByRole('textbox', { name: text.firstName })).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: text.lastName })).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByRole('textbox', { name: text.email })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: text.phone })).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('textbox', { name: text.phone })).toHaveAccessibleDescription(text.phoneHint);
    expect(screen.getByRole('radio', { name: text.pageLanguage })).toBeChecked();
    expect(screen.getByRole('radio', { name: text.otherLanguage })).not.toBeChecked();
    expect(screen.getByRole('link', { name: text.login })).toHaveAttribute('href', '/authentication/login?redirect=/cart');
  });

  it('ticks each password rule as it is met', async () => {
    const user = renderRegister();
    const rules = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.getAttribute('data-met'));
    expect(rules()).toEqual(['false', 'false', 'false']);

    await user.type(screen.getByLabelText(text.password), 'dates');
    expect(rules()).toEqual(['false', 'true', 'false']);
    await user.type(screen.getByLabelText(text.password), '2025');
    expect(rules()).toEqual(['true', 'true', 'true']);
  });

  it('asks for an email or a phone and a password before sending, focusing the first field to fix', async () => {
    const user = renderRegister();

    await user.click(screen.getByRole('button', { name: text.submit }));

    const phone = screen.getByRole('textbox', { name: text.phone });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(text.identifierRequired));
    expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(expect.stringContaining(text.required));
    expect(phone).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a weak password and a number that is not a Saudi mobile', async () => {
    const user = renderRegister();

    await user.type(screen.getByRole('textbox', { name: text.phone }), '0412345678');
    await user.type(screen.getByLabelText(text.password), 'password');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(screen.getByRole('textbox', { name: text.phone })).toHaveAccessibleDescription(expect.stringContaining(text.invalidPhone));
    expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(expect.stringContaining(text.weak));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a mobile number in Arabic-Indic digits, sends the chosen language, and signs the new shopper in', async () => {
    fetchMock.mockResolvedValue(succeeded('registered'));
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    const user = renderRegister('/authentication/register?redirect=/cart');

    await user.type(screen.getByRole('textbox', { name: text.firstName }), '  Sara ');
    await user.type(screen.getByRole('textbox', { name: text.phone }), '٠٥١٢٣٤٥٦٧٨');
    await user.type(screen.getByLabelText(text.password), 'Dates2025');
    await user.click(screen.getByRole('radio', { name: text.otherLanguage }));
    await user.click(screen.getByRole('button', { name: text.submit }));

    await waitFor(() => expect(refreshes).toHaveBeenCalledTimes(1));
    expect(sentTo(fetchMock, '/api/auth/register')).toEqual({
      firstName: 'Sara',
      lastName: null,
      email: null,
      phone: '+966512345678',
      password: 'Dates2025',
      language: language === 'ar' ? 'EN' : 'AR',
    });
    act(() => testBus().publish('session:changed', signedIn));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
  });

  it("shows the API's field error beside its field, keeps what was typed and focuses that field", async () => {
    fetchMock.mockResolvedValue(failed(400, 'invalid_input', { errors: [['email', 'email_taken']] }));
    const user = renderRegister();

    await user.type(screen.getByRole('textbox', { name: text.email }), 'sara@example.sa');
    await user.type(screen.getByLabelText(text.password), 'Dates2025');
    await user.click(screen.getByRole('button', { name: text.submit }));

    const email = screen.getByRole('textbox', { name: text.email });
    await waitFor(() => expect(email).toHaveAccessibleDescription(said('email_taken', language)));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('sara@example.sa');
    expect(screen.getByLabelText(text.password)).toHaveValue('Dates2025');
    expect(screen.getByRole('alert')).toHaveTextContent(said('invalid_input', language));
  });
});
