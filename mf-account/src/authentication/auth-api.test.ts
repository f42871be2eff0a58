import { stubFetch } from 'remote-kit/testing';
import { jsonResponse } from '../test/gateway-answers';
import { logIn, register, requestPasswordReset, resetPassword } from './auth-api';

const result = (key: string, message: string, arMessage: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  key,
  message,
  arMessage,
  errors: [],
  ...extra,
});

const fetchMock = stubFetch();

describe('requests', () => {
  it.each([
    ['login', () => logIn({ identifier: 'noura@example.sa', password: 'Dates2025' }, 'ar'), '/api/auth/login', { identifier: 'noura@example.sa', password: 'Dates2025' }, 'ar'],
    [
      'register',
      () => register({ firstName: 'Noura', lastName: null, email: null, phone: '+966512345678', password: 'Dates2025', language: 'EN' }, 'en'),
      '/api/auth/register',
      { firstName: 'Noura', lastName: null, email: null, phone: '+966512345678', password: 'Dates2025', language: 'EN' },
      'en',
    ],
    ['forgot-password', () => requestPasswordReset({ identifier: '0512345678' }, 'ar'), '/api/auth/forgot-password', { identifier: '0512345678' }, 'ar'],
    ['reset-password', () => resetPassword({ token: 'abc', password: 'Dates2025' }, 'en'), '/api/auth/reset-password', { token: 'abc', password: 'Dates2025' }, 'en'],
  ] as const)('%s posts JSON to the gateway on the same origin, in the page language', async (_name, call, path, body, language) => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, key: 'ok', message: 'Done.', arMessage: 'تم بنجاح.', errors: [] }));

    await expect(call()).resolves.toEqual({ ok: true, key: 'ok' });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(path);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', lang: language } });
    expect(JSON.parse(init.body as string)).toEqual(body);
  });
});

/** What a sign-in makes of the gateway's `answer`, in the page language. */
async function readAnswer(answer: Response, language: 'ar' | 'en') {
  fetchMock.mockResolvedValueOnce(answer);
  return logIn({ identifier: 'noura@example.sa', password: 'Dates2025' }, language);
}

describe('reading the answer', () => {
  it('reads wrong credentials (401) as refused, with the message in the page language', async () => {
    const answer = result('invalid_credentials', 'The phone, email or password is not correct.', 'رقم الجوال أو البريد الإلكتروني أو كلمة المرور غير صحيحة.');

    expect(await readAnswer(jsonResponse(answer, 401), 'ar')).toEqual({
      ok: false,
      reason: 'refused',
      key: 'invalid_credentials',
      message: 'رقم الجوال أو البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      fieldErrors: {},
      retryAfter: null,
    });
    expect(await readAnswer(jsonResponse(answer, 401), 'en')).toMatchObject({ message: 'The phone, email or password is not correct.' });
  });

  it('reads field errors (400) by field, nested names by their last part, the first per field', async () => {
    const answer = result('invalid_input', 'Some fields need attention.', 'بعض الحقول تحتاج إلى مراجعة.', {
      errors: [
        { field: 'email', key: 'email_taken', message: 'This email is already registered.', arMessage: 'هذا البريد الإلكتروني مسجل بالفعل.' },
        { field: 'input.phone', key: 'invalid_phone', message: 'Enter a Saudi mobile number, for example 05XXXXXXXX.', arMessage: 'أدخل رقم جوال سعودي، مثل 05XXXXXXXX.' },
        { field: 'email', key: 'invalid_email', message: 'Enter a valid email address.', arMessage: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
        { field: 'password', key: 'weak_password' },
      ],
    });

    expect(await readAnswer(jsonResponse(answer, 400), 'en')).toEqual({
      ok: false,
      reason: 'invalid',
      key: 'invalid_input',
      message: 'Some fields need attention.',
      fieldErrors: {
        email: { key: 'email_taken', message: 'This email is already registered.' },
        phone: { key: 'invalid_phone', message: 'Enter a Saudi mobile number, for example 05XXXXXXXX.' },
        password: { key: 'weak_password', message: null },
      },
      retryAfter: null,
    });
  });

  it('reads a throttled answer (429) with the seconds to wait from the body, else from Retry-After', async () => {
    const throttled = result('too_many_attempts', 'Too many attempts. Please try again later.', 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.');

    expect(await readAnswer(jsonResponse({ ...throttled, retryAfter: 890 }, 429, { 'retry-after': '890' }), 'ar')).toMatchObject({
      reason: 'throttled',
      key: 'too_many_attempts',
      message: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.',
      retryAfter: 890,
    });
    expect(await readAnswer(jsonResponse(throttled, 429, { 'retry-after': '120' }), 'en')).toMatchObject({ reason: 'throttled', retryAfter: 120 });
    expect(await readAnswer(jsonResponse(throttled, 429), 'en')).toMatchObject({ reason: 'throttled', retryAfter: null });
  });

  it('reads a failing gateway (502) or an answer that is not JSON as unavailable', async () => {
    const failed = result('operation_failed', 'Something went wrong. Please try again.', 'حدث خطأ ما. يرجى المحاولة مرة أخرى.');

    expect(await readAnswer(jsonResponse(failed, 502), 'ar')).toMatchObject({ reason: 'unavailable', message: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.' });
    expect(await readAnswer(new Response('<html>Bad gateway</html>', { status: 502 }), 'en')).toEqual({
      ok: false,
      reason: 'unavailable',
      key: 'operation_failed',
      message: null,
      fieldErrors: {},
      retryAfter: null,
    });
  });

  it('does not take a 200 without success: true for a success', async () => {
    expect(await readAnswer(jsonResponse({ success: false, key: 'forbidden', message: 'No.', arMessage: 'لا.' }), 'en')).toMatchObject({ ok: false, reason: 'refused', key: 'forbidden' });
  });

  it('reads a network failure as unavailable, with no text of its own', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    expect(await logIn({ identifier: 'x', password: 'y' }, 'en')).toMatchObject({ ok: false, reason: 'unavailable', key: 'operation_failed', message: null });
  });
});
