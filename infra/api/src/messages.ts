// Keyed bilingual messages: the key is the contract, en/ar the texts shown to shoppers.
export const messages = {
  ok: { en: 'Done.', ar: 'تم بنجاح.' },
  invalid_input: { en: 'Some fields need attention.', ar: 'بعض الحقول تحتاج إلى مراجعة.' },
  invalid_credentials: { en: 'The phone, email or password is not correct.', ar: 'رقم الجوال أو البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  too_many_attempts: { en: 'Too many attempts. Please try again later.', ar: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.' },
  field_required: { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
  field_too_long: { en: 'This field is too long.', ar: 'هذا الحقل طويل جدًا.' },
  field_too_short: { en: 'This field is too short.', ar: 'هذا الحقل قصير جدًا.' },
  invalid_type: { en: 'This value has the wrong type.', ar: 'نوع هذه القيمة غير صحيح.' },
  invalid_value: { en: 'This value is not allowed.', ar: 'هذه القيمة غير مسموح بها.' },
  invalid_number: { en: 'Enter a valid number in the allowed range.', ar: 'أدخل رقمًا صحيحًا ضمن النطاق المسموح.' },
  invalid_phone: { en: 'Enter a Saudi mobile number, for example 05XXXXXXXX.', ar: 'أدخل رقم جوال سعودي، مثل 05XXXXXXXX.' },
  invalid_email: { en: 'Enter a valid email address.', ar: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
  invalid_date: { en: 'Enter a valid date (YYYY-MM-DD) in the past.', ar: 'أدخل تاريخًا صحيحًا (YYYY-MM-DD) في الماضي.' },
  invalid_coordinate: { en: 'Enter a valid latitude and longitude.', ar: 'أدخل خط عرض وخط طول صحيحين.' },
  invalid_cursor: { en: 'The page cursor is not valid.', ar: 'مؤشر الصفحة غير صالح.' },
  weak_password: { en: 'Use at least 8 characters with letters and numbers.', ar: 'استخدم 8 أحرف على الأقل تتضمن حروفًا وأرقامًا.' },
  phone_taken: { en: 'This phone number is already registered.', ar: 'رقم الجوال هذا مسجل بالفعل.' },
  email_taken: { en: 'This email is already registered.', ar: 'هذا البريد الإلكتروني مسجل بالفعل.' },
  identifier_required: { en: 'Enter a phone number or an email.', ar: 'أدخل رقم الجوال أو البريد الإلكتروني.' },
  invalid_reset_token: { en: 'This reset link is invalid or has expired.', ar: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية.' },
  reset_sent: { en: 'If the account exists, we sent a reset link.', ar: 'إذا كان الحساب موجودًا، فقد أرسلنا رابط إعادة التعيين.' },
  password_changed: { en: 'Your password has been changed.', ar: 'تم تغيير كلمة المرور.' },
  not_found: { en: 'Not found.', ar: 'غير موجود.' },
  unauthorized: { en: 'Please log in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  forbidden: { en: 'This action is not allowed.', ar: 'هذا الإجراء غير مسموح.' },
  session_expired: { en: 'Your session has expired. Please log in again.', ar: 'انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.' },
  account_inactive: { en: 'This account is deactivated.', ar: 'هذا الحساب معطل.' },
  invalid_api_key: { en: 'A valid API key is required.', ar: 'مطلوب مفتاح واجهة برمجة صالح.' },
  query_too_deep: { en: 'The query is nested too deeply.', ar: 'الاستعلام متداخل بعمق كبير.' },
  too_many_aliases: { en: 'The query uses too many aliases.', ar: 'يستخدم الاستعلام أسماء مستعارة كثيرة جدًا.' },
  single_operation_only: { en: 'Send this operation alone in its request.', ar: 'أرسل هذه العملية وحدها في الطلب.' },
  invalid_origin: { en: 'This request did not come from the store.', ar: 'هذا الطلب لم يصدر من المتجر.' },
  operation_failed: { en: 'Something went wrong. Please try again.', ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.' },
  user_updated: { en: 'Your details have been saved.', ar: 'تم حفظ بياناتك.' },
  address_saved: { en: 'The address has been saved.', ar: 'تم حفظ العنوان.' },
  address_deleted: { en: 'The address has been deleted.', ar: 'تم حذف العنوان.' },
  account_deactivated: { en: 'Your account has been deactivated.', ar: 'تم تعطيل حسابك.' },
  logged_out: { en: 'You have been logged out.', ar: 'تم تسجيل خروجك.' },
  logged_in: { en: 'Welcome back.', ar: 'مرحبًا بعودتك.' },
  registered: { en: 'Your account has been created.', ar: 'تم إنشاء حسابك.' },
  cart_updated: { en: 'Your cart has been updated.', ar: 'تم تحديث سلتك.' },
  cart_too_many_lines: { en: 'Your cart cannot hold more products.', ar: 'لا يمكن إضافة المزيد من المنتجات إلى سلتك.' },
  product_unavailable: { en: 'This product is not available.', ar: 'هذا المنتج غير متوفر.' },
  failed_to_update_suggestion: { en: 'This offer could not be updated.', ar: 'تعذر تحديث هذا العرض.' },
  checkout_created: { en: 'Your checkout is ready.', ar: 'تم تجهيز طلبك للدفع.' },
  offer_unavailable: { en: 'This seller cannot fulfil your cart right now.', ar: 'لا يستطيع هذا المتجر تلبية سلتك حاليًا.' },
  min_order_not_met: { en: 'The order is below this seller\'s minimum.', ar: 'الطلب أقل من الحد الأدنى لهذا المتجر.' },
  schedule_time_required: { en: 'Choose a delivery slot.', ar: 'اختر موعد التوصيل.' },
  contact_saved: { en: 'Thank you. We received your message and will reply soon.', ar: 'شكرًا لك. استلمنا رسالتك وسنرد عليك قريبًا.' },
} as const satisfies Record<string, { en: string; ar: string }>;

export type MessageKey = keyof typeof messages;

export interface FieldError {
  field: string;
  key: MessageKey;
  message: string;
  arMessage: string;
}

export function fieldError(field: string, key: MessageKey): FieldError {
  return { field, key, message: messages[key].en, arMessage: messages[key].ar };
}

/** The common head of every mutation result: success, message, arMessage, errors. */
export interface ResultHead {
  success: boolean;
  key: MessageKey;
  message: string;
  arMessage: string;
  errors: FieldError[];
}

export function ok(key: MessageKey = 'ok'): ResultHead {
  return { success: true, key, message: messages[key].en, arMessage: messages[key].ar, errors: [] };
}

export function fail(key: MessageKey, errors: FieldError[] = []): ResultHead {
  return { success: false, key, message: messages[key].en, arMessage: messages[key].ar, errors };
}

/** A refusal for too many attempts, saying how many seconds to wait. */
export function throttled(retryAfter: number): ResultHead & { retryAfter: number } {
  return { ...fail('too_many_attempts'), retryAfter: Math.max(1, retryAfter) };
}
