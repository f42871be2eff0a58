/** Spec §7: every product call carries the storefront's static, public API key. */
export const STOREFRONT_API_KEY = 'storefront-public-key';
