// Keyed bilingual messages: the key is the contract, en/ar the texts shown to shoppers. The keys
// are shared-domain's API_MESSAGE_KEYS, the one typed list the storefront translates too: a new key
// is added there first, then its texts here (the `satisfies` below holds the two lists equal).
import type { ApiMessageKey } from 'shared-domain';

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
  query_too_costly: { en: 'The query asks for too much at once. Ask for fewer items.', ar: 'يطلب الاستعلام بيانات كثيرة دفعة واحدة. اطلب عناصر أقل.' },
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
  checkout_updated: { en: 'Your checkout has been updated.', ar: 'تم تحديث طلبك.' },
  checkout_closed: { en: 'An order has already been placed from this checkout.', ar: 'تم تقديم طلب من عملية الدفع هذه بالفعل.' },
  seller_out_of_range: { en: 'This store does not deliver to the chosen location.', ar: 'هذا المتجر لا يوصل إلى الموقع المختار.' },
  shipping_method_unavailable: { en: 'This store does not offer the chosen shipping method.', ar: 'هذا المتجر لا يقدم طريقة الشحن المختارة.' },
  payment_method_unavailable: { en: 'This payment method cannot be used for this order.', ar: 'لا يمكن استخدام طريقة الدفع هذه لهذا الطلب.' },
  payment_created: { en: 'Your payment is ready.', ar: 'الدفع جاهز.' },
  invalid_return_url: { en: 'The return address must be a page of this store.', ar: 'يجب أن يكون عنوان العودة صفحة من هذا المتجر.' },
  card_not_found: { en: 'This saved card was not found.', ar: 'لم يتم العثور على هذه البطاقة المحفوظة.' },
  invalid_card: { en: 'Your card payment was not authorized. Please check your card or try another one.', ar: 'لم تتم الموافقة على الدفع بالبطاقة. يرجى التحقق من بطاقتك أو تجربة بطاقة أخرى.' },
  payment_mismatch: { en: 'This payment does not match your order. It has not been charged.', ar: 'هذا الدفع لا يطابق طلبك. لم يتم خصم المبلغ.' },
  payment_not_verified: { en: 'We could not confirm your payment right now. Please try again in a moment.', ar: 'تعذر تأكيد الدفع حاليًا. يرجى المحاولة مرة أخرى بعد قليل.' },
  out_of_stock: { en: 'Sorry, {product} is no longer available in the quantity you ordered. Your card has not been charged.', ar: 'عذرًا، {product} لم يعد متوفرًا بالكمية المطلوبة. لم يتم خصم المبلغ من بطاقتك.' },
  order_placed: { en: 'Your order has been placed.', ar: 'تم تقديم طلبك بنجاح.' },
  order_status_updated: { en: 'The order status has been updated.', ar: 'تم تحديث حالة الطلب.' },
  invalid_status_change: { en: 'The order cannot move to this status.', ar: 'لا يمكن نقل الطلب إلى هذه الحالة.' },
  transaction_recorded: { en: 'The transaction has been recorded.', ar: 'تم تسجيل العملية.' },
  card_saved: { en: 'Your card has been saved.', ar: 'تم حفظ بطاقتك.' },
  card_removed: { en: 'The card has been removed.', ar: 'تمت إزالة البطاقة.' },
  default_card_chosen: { en: 'This card is now your default.', ar: 'أصبحت هذه البطاقة بطاقتك الافتراضية.' },
  card_number_not_allowed: { en: 'Card numbers are never sent to the store. Save the card through the secure payment form.', ar: 'لا تُرسل أرقام البطاقات إلى المتجر أبدًا. احفظ البطاقة عبر نموذج الدفع الآمن.' },
  card_expired: { en: 'This card has expired.', ar: 'انتهت صلاحية هذه البطاقة.' },
  card_token_invalid: { en: 'Our payment provider could not confirm this card, so it was not saved. Please add it again.', ar: 'تعذر على مزوّد الدفع تأكيد هذه البطاقة، لذلك لم تُحفظ. يرجى إضافتها مرة أخرى.' },
  provider_unreachable: { en: 'Our payment provider could not be reached. Nothing was saved. Please try again in a moment.', ar: 'تعذر الوصول إلى مزوّد الدفع. لم يُحفظ أي شيء. يرجى المحاولة مرة أخرى بعد قليل.' },
  // account area: wishlist, order rating, favourite orders, feedback and documents
  wishlist_added: { en: 'Added to your favourites.', ar: 'تمت الإضافة إلى المفضلة.' },
  wishlist_removed: { en: 'Removed from your favourites.', ar: 'تمت الإزالة من المفضلة.' },
  not_in_wishlist: { en: 'This product is not in your favourites.', ar: 'هذا المنتج ليس في المفضلة.' },
  wishlist_full: { en: 'Your favourites list is full. Remove a product to add another.', ar: 'قائمة المفضلة ممتلئة. احذف منتجًا لإضافة آخر.' },
  invalid_rating: { en: 'Choose a rating from 1 to 5 stars.', ar: 'اختر تقييمًا من نجمة واحدة إلى 5 نجوم.' },
  order_rated: { en: 'Thank you for rating your order.', ar: 'شكرًا لتقييمك الطلب.' },
  order_not_delivered: { en: 'You can rate this order once it has been delivered.', ar: 'يمكنك تقييم هذا الطلب بعد توصيله.' },
  order_already_rated: { en: 'You have already rated this order.', ar: 'لقد قيّمت هذا الطلب من قبل.' },
  order_favourited: { en: 'The order has been added to your favourite orders.', ar: 'تمت إضافة الطلب إلى طلباتك المفضلة.' },
  order_unfavourited: { en: 'The order has been removed from your favourite orders.', ar: 'تمت إزالة الطلب من طلباتك المفضلة.' },
  feedback_saved: { en: 'Thank you. We received your feedback and will look into it.', ar: 'شكرًا لك. استلمنا ملاحظاتك وسنتابعها.' },
  too_many_documents: { en: 'Attach at most 5 files.', ar: 'أرفق 5 ملفات على الأكثر.' },
  documents_uploaded: { en: 'Your files have been uploaded.', ar: 'تم رفع ملفاتك.' },
  unsupported_file_type: { en: 'Upload a JPEG, PNG or WebP image, or a PDF file.', ar: 'ارفع صورة بصيغة JPEG أو PNG أو WebP، أو ملف PDF.' },
  file_too_large: { en: 'Each file must be 5 MB or smaller.', ar: 'يجب ألا يزيد حجم كل ملف على 5 ميجابايت.' },
  too_many_files: { en: 'Upload at most 5 files at a time.', ar: 'ارفع 5 ملفات على الأكثر في كل مرة.' },
  upload_quota_exceeded: { en: 'You have uploaded many files today. Please try again tomorrow.', ar: 'لقد رفعت ملفات كثيرة اليوم. يرجى المحاولة غدًا.' },
} as const satisfies Record<ApiMessageKey, { en: string; ar: string }>;

export type MessageKey = ApiMessageKey;

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
