// Bilingual texts of the gateway's own answers (the API's results carry their own).
export const gatewayMessages = {
  invalid_origin: { en: 'This request did not come from the store.', ar: 'هذا الطلب لم يصدر من المتجر.' },
  invalid_input: { en: 'Some fields need attention.', ar: 'بعض الحقول تحتاج إلى مراجعة.' },
  unauthorized: { en: 'Please log in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  operation_failed: { en: 'Something went wrong. Please try again.', ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.' },
  invalid_value: { en: 'This value is not allowed.', ar: 'هذه القيمة غير مسموح بها.' },
  field_too_long: { en: 'This field is too long.', ar: 'هذا الحقل طويل جدًا.' },
  field_required: { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
  invalid_type: { en: 'This value has the wrong type.', ar: 'نوع هذه القيمة غير صحيح.' },
  field_too_short: { en: 'This field is too short.', ar: 'هذا الحقل قصير جدًا.' },
  invalid_email: { en: 'Enter a valid email address.', ar: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
  invalid_phone: { en: 'Enter a Saudi mobile number, for example 05XXXXXXXX.', ar: 'أدخل رقم جوال سعودي، مثل 05XXXXXXXX.' },
  too_many_attempts: { en: 'Too many attempts. Please try again later.', ar: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.' },
  single_operation_only: { en: 'Send one operation, as text, in each request.', ar: 'أرسل عملية واحدة نصية في كل طلب.' },
  too_many_requests: { en: 'Too many requests. Please wait a moment and try again.', ar: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' },
  // document uploads (/api/uploads)
  unsupported_file_type: { en: 'Upload a JPEG, PNG or WebP image, or a PDF file.', ar: 'ارفع صورة بصيغة JPEG أو PNG أو WebP، أو ملف PDF.' },
  file_too_large: { en: 'Each file must be 5 MB or smaller.', ar: 'يجب ألا يزيد حجم كل ملف على 5 ميجابايت.' },
  too_many_files: { en: 'Upload at most 5 files at a time.', ar: 'ارفع 5 ملفات على الأكثر في كل مرة.' },
  not_found: { en: 'Not found.', ar: 'غير موجود.' },
} as const;

export type GatewayMessageKey = keyof typeof gatewayMessages;

export function isGatewayMessageKey(value: string): value is GatewayMessageKey {
  return Object.hasOwn(gatewayMessages, value);
}

export function failure(key: GatewayMessageKey, errors: { field: string; key: GatewayMessageKey }[] = []) {
  return {
    success: false,
    key,
    message: gatewayMessages[key].en,
    arMessage: gatewayMessages[key].ar,
    errors: errors.map((e) => ({ field: e.field, key: e.key, message: gatewayMessages[e.key].en, arMessage: gatewayMessages[e.key].ar })),
  };
}
