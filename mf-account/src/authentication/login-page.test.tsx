import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SessionChange } from 'shared-events';
import { stubFetch } from 'remote-kit/testing';
import { failed, said, sentTo, succeeded } from '../test/gateway-answers';
import { setAccountLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { LoginPage } from './login-page';
import { pageLoad, SESSION_ANSWER_WAIT_MS } from './use-session-hand-off';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '41', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', email: 'noura@example.sa', language: 'AR' },
};

const copy = {
  ar: {
    title: 'تسجيل الدخول',
    documentTitle: 'تسجيل الدخول — سوق البقالة',
    identifier: 'البريد الإلكتروني أو رقم الجوال',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    show: 'إظهار كلمة المرور',
    required: 'هذا الحقل مطلوب.',
    retry: 'يمكنك المحاولة مرة أخرى بعد ١٥ دقيقة.',
    register: 'أنشئ حساباً',
    forgot: 'نسيت كلمة المرور؟',
    failed: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  en: {
    title: 'Sign in',
    documentTitle: 'Sign in — Souq Grocery',
    identifier: 'Email or mobile number',
    password: 'Password',
    submit: 'Sign in',
    show: 'Show password',
    required: 'This field is required.',
    retry: 'You can try again in 15 minutes.',
    register: 'Create an account',
    forgot: 'Forgot your password?',
    failed: 'Something went wrong. Please try again.',
  },
} as const;

const fetchMock = stubFetch();

beforeEach(() => {
  resetTestBus();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const location = () => screen.getByTestId('location').textContent;

describe.each(['ar', 'en'] as const)('login page (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderLogin = (path = '/authentication/login') => {
    const user = userEvent.setup();
    renderInStore(<LoginPage />, { language, path });
    return user;
  };

  const fillIn = async (user: ReturnType<typeof userEvent.setup>, identifier: string, password: string) => {
    await user.type(screen.getByRole('textbox', { name: text.identifier }), identifier);
    await user.type(screen.getByLabelText(text.password), password);
  };

  it('has labelled fields for password managers, a translated title and links to register and to reset the password', () => {
    renderLogin('/authentication/login?redirect=/cart');

    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: text.title })).toBeInTheDocument();
    expect(document.title).toBe(text.documentTitle);
    expect(screen.getByRole('textbox', { name: text.identifier })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(text.password)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: text.register })).toHaveAttribute('href', '/authentication/register?redirect=/cart');
    expect(screen.getByRole('link', { name: text.forgot })).toHaveAttribute('href', '/authentication/forgot-password');
  });

  it('signs in, asks the shell to read the session, and goes to the redirect target once the shell says signed in', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    const user = renderLogin('/authentication/login?redirect=/cart');

    await fillIn(user, ' noura@example.sa ', 'Dates2025');
    await user.click(screen.getByRole('button', { name: text.submit }));

    // one request at a time: the button shows it is busy and ignores more clicks
    const submit = screen.getByRole('button', { name: text.submit });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentTo(fetchMock, '/api/auth/login')).toEqual({ identifier: 'noura@example.sa', password: 'Dates2025' });

    await act(async () => answer(succeeded('logged_in')));
    await waitFor(() => expect(refreshes).toHaveBeenCalledWith({}));
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/authentication/login?redirect=/cart');
    expect(screen.getByRole('button', { name: text.submit })).toHaveAttribute('aria-busy', 'true');

    act(() => testBus().publish('session:changed', signedIn));

    await waitFor(() => expect(location()).toBe('/cart'));
  });

  it('checks the fields before sending and moves focus to the first one to fix', async () => {
    const user = renderLogin();

    await user.click(screen.getByRole('button', { name: text.submit }));

    const identifier = screen.getByRole('textbox', { name: text.identifier });
    const password = screen.getByLabelText(text.password);
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription(text.required);
    expect(password).toHaveAccessibleDescription(text.required);
    expect(identifier).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // fixing a field takes its message away
    await user.type(identifier, '0512345678');
    expect(identifier).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it("says the API's words for a wrong password, keeps everything typed and puts focus on the message", async () => {
    fetchMock.mockResolvedValue(failed(401, 'invalid_credentials'));
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    const user = renderLogin();

    await fillIn(user, '0512345678', 'wrong-pass1');
    await user.keyboard('{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said('invalid_credentials', language));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: text.identifier })).toHaveValue('0512345678');
    expect(screen.getByLabelText(text.password)).toHaveValue('wrong-pass1');
    expect(screen.getByRole('button', { name: text.submit })).not.toHaveAttribute('aria-busy');
    expect(refreshes).not.toHaveBeenCalled();
    expect(location()).toBe('/authentication/login');
  });

  it('says when a shopper locked out by too many attempts may try again', async () => {
    fetchMock.mockResolvedValue(failed(429, 'too_many_attempts', { retryAfter: 900 }));
    const user = renderLogin();

    await fillIn(user, 'noura@example.sa', 'Dates2025');
    await user.click(screen.getByRole('button', { name: text.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said('too_many_attempts', language));
    expect(alert).toHaveTextContent(text.retry);
  });

  it('says something went wrong when the store cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderLogin();

    await fillIn(user, 'noura@example.sa', 'Dates2025');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
  });

  it.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example', '/authentication/register'])(
    'goes to the home page instead of the redirect %s',
    async (redirect) => {
      fetchMock.mockResolvedValue(succeeded('logged_in'));
      testBus().subscribe('session:refresh-requested', () => testBus().publish('session:changed', signedIn));
      const user = renderLogin(`/authentication/login?redirect=${encodeURIComponent(redirect)}`);

      await fillIn(user, 'noura@example.sa', 'Dates2025');
      await user.click(screen.getByRole('button', { name: text.submit }));

      await waitFor(() => expect(location()).toBe('/'));
    },
  );

  it('sends a shopper who is already signed in straight to the redirect target', async () => {
    testBus().publish('session:changed', signedIn);
    renderLogin('/authentication/login?redirect=/user-account');

    await waitFor(() => expect(location()).toBe('/user-account'));
    expect(screen.queryByRole('textbox', { name: text.identifier })).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = renderLogin();
    const password = screen.getByLabelText(text.password);
    const toggle = screen.getByRole('button', { name: text.show });
    await user.type(password, 'Dates2025');

    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('Dates2025');
  });

  it('loads the target page afresh when the shell answers without a signed-in shopper', async () => {
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(succeeded('logged_in'));
    testBus().subscribe('session:refresh-requested', () => testBus().publish('session:changed', { status: 'guest' }));
    const user = renderLogin('/authentication/login?redirect=/cart');

    await fillIn(user, 'noura@example.sa', 'Dates2025');
    await user.click(screen.getByRole('button', { name: text.submit }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/cart'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('loads the target page afresh when no answer comes from the shell in time', async () => {
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick', 'queueMicrotask'] });
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(succeeded('logged_in'));
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInStore(<LoginPage />, { language, path: '/authentication/login?redirect=/orders' });

    await fillIn(user, 'noura@example.sa', 'Dates2025');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(refreshes).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(SESSION_ANSWER_WAIT_MS));

    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/orders');
  });
});
