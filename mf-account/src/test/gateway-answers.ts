// Answers of the gateway's /api/auth routes as the commerce API words them, for tests that stub fetch.
const TEXTS = {
  logged_in: ['Welcome back.', 'مرحبًا بعودتك.'],
  registered: ['Your account has been created.', 'تم إنشاء حسابك.'],
  reset_sent: ['If the account exists, we sent a reset link.', 'إذا كان الحساب موجودًا، فقد أرسلنا رابط إعادة التعيين.'],
  password_changed: ['Your password has been changed.', 'تم تغيير كلمة المرور.'],
  invalid_input: ['Some fields need attention.', 'بعض الحقول تحتاج إلى مراجعة.'],
  invalid_credentials: ['The phone, email or password is not correct.', 'رقم الجوال أو البريد الإلكتروني أو كلمة المرور غير صحيحة.'],
  too_many_attempts: ['Too many attempts. Please try again later.', 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.'],
  email_taken: ['This email is already registered.', 'هذا البريد الإلكتروني مسجل بالفعل.'],
  invalid_phone: ['Enter a Saudi mobile number, for example 05XXXXXXXX.', 'أدخل رقم جوال سعودي، مثل 05XXXXXXXX.'],
  invalid_reset_token: ['This reset link is invalid or has expired.', 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية.'],
  operation_failed: ['Something went wrong. Please try again.', 'حدث خطأ ما. يرجى المحاولة مرة أخرى.'],
} as const;

export type AnswerKey = keyof typeof TEXTS;

const texts = (key: AnswerKey) => ({ message: TEXTS[key][0], arMessage: TEXTS[key][1] });

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export const succeeded = (key: AnswerKey) => jsonResponse({ success: true, key, ...texts(key), errors: [] });

export function failed(status: number, key: AnswerKey, options: { errors?: [field: string, key: AnswerKey][]; retryAfter?: number } = {}): Response {
  const errors = (options.errors ?? []).map(([field, errorKey]) => ({ field, key: errorKey, ...texts(errorKey) }));
  const headers: Record<string, string> = options.retryAfter ? { 'retry-after': String(options.retryAfter) } : {};
  return jsonResponse({ success: false, key, ...texts(key), errors, ...(options.retryAfter ? { retryAfter: options.retryAfter } : {}) }, status, headers);
}

/** The text of an answer key in a language, as the page shows it. */
export const said = (key: AnswerKey, language: 'ar' | 'en') => TEXTS[key][language === 'ar' ? 1 : 0];

/** The JSON body of the fetch call made to `path`. */
export function sentTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([url]) => url === path);
  if (!call) throw new Error(`nothing was sent to ${path}`);
  return JSON.parse((call[1] as RequestInit).body as string) as Record<string, unknown>;
}
