// The message keys of the storefront: one typed list. A key is the contract — the API answers with
// it, and it is the translation key every team shows texts under (spec §8; CONVENTIONS.md "One
// source for every contract"). A new key is added here first, then its texts where it is shown.

/** Spec §8: the error and status keys the storefront shows. */
export const SPEC_MESSAGE_KEYS = [
  'invalid_card',
  'operation_failed',
  'failed_loading_item_sug',
  'search_suggestions_empty',
  'search_suggestions_loading',
  'expired_session_title',
  'expired_session_desc',
  'login_again',
] as const;

/**
 * The commerce API's message keys: every mutation result and field error carries one, with its
 * English and Arabic texts (infra/api/src/messages.ts holds exactly these).
 */
export const API_MESSAGE_KEYS = [
  'ok', 'invalid_input', 'invalid_credentials', 'too_many_attempts', 'field_required', 'field_too_long',
  'field_too_short', 'invalid_type', 'invalid_value', 'invalid_number', 'invalid_phone', 'invalid_email',
  'invalid_date', 'invalid_coordinate', 'invalid_cursor', 'weak_password', 'phone_taken', 'email_taken',
  'identifier_required', 'invalid_reset_token', 'reset_sent', 'password_changed', 'not_found',
  'unauthorized', 'forbidden', 'session_expired', 'account_inactive', 'invalid_api_key', 'query_too_deep',
  'too_many_aliases', 'query_too_costly', 'single_operation_only', 'invalid_origin', 'operation_failed',
  'user_updated', 'address_saved', 'address_deleted', 'account_deactivated', 'logged_out', 'logged_in',
  'registered', 'cart_updated', 'cart_too_many_lines', 'product_unavailable', 'failed_to_update_suggestion',
  'checkout_created', 'offer_unavailable', 'min_order_not_met', 'schedule_time_required', 'contact_saved',
  'checkout_updated', 'checkout_closed', 'seller_out_of_range', 'shipping_method_unavailable',
  'payment_method_unavailable', 'payment_created', 'invalid_return_url', 'card_not_found', 'invalid_card',
  'payment_mismatch', 'payment_not_verified', 'out_of_stock', 'order_placed', 'order_status_updated',
  'invalid_status_change', 'transaction_recorded', 'card_saved', 'card_removed', 'default_card_chosen',
  'card_number_not_allowed', 'card_expired', 'card_token_invalid', 'provider_unreachable', 'wishlist_added', 'wishlist_removed', 'not_in_wishlist',
  'wishlist_full', 'invalid_rating', 'order_rated', 'order_not_delivered', 'order_already_rated',
  'order_favourited', 'order_unfavourited', 'feedback_saved', 'too_many_documents', 'documents_uploaded',
  'unsupported_file_type', 'file_too_large', 'too_many_files', 'upload_quota_exceeded',
] as const;

export type SpecMessageKey = (typeof SPEC_MESSAGE_KEYS)[number];
export type ApiMessageKey = (typeof API_MESSAGE_KEYS)[number];
export type MessageKey = SpecMessageKey | ApiMessageKey;

/** Every key once (`operation_failed` and `invalid_card` are both the spec's and the API's). */
export const MESSAGE_KEYS: readonly MessageKey[] = Object.freeze([...new Set<MessageKey>([...SPEC_MESSAGE_KEYS, ...API_MESSAGE_KEYS])]);

/** The field-level keys the input schemas give (each one an API key too). */
export type FieldMessageKey = Extract<
  ApiMessageKey,
  | 'field_required'
  | 'field_too_long'
  | 'field_too_short'
  | 'invalid_type'
  | 'invalid_value'
  | 'invalid_phone'
  | 'invalid_email'
  | 'invalid_date'
  | 'invalid_coordinate'
  | 'weak_password'
  | 'identifier_required'
>;

const known = new Set<string>(MESSAGE_KEYS);
const apiKeys = new Set<string>(API_MESSAGE_KEYS);

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && known.has(value);
}

export function isApiMessageKey(value: unknown): value is ApiMessageKey {
  return typeof value === 'string' && apiKeys.has(value);
}
