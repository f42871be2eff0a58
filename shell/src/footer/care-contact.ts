// Customer care contact details: one source for the footer's call and WhatsApp links and for every
// piece of copy that quotes the number (as {{carePhone}}, a default variable of the page's i18next).

/** The Saudi toll-free number as shoppers read and dial it at home: 800 and seven digits. */
export const CARE_PHONE = '800 123 4567';
export const CARE_EMAIL = 'care@souq-grocery.sa';

const internationalDigits = `966${CARE_PHONE.replace(/\D/g, '')}`;

export const CARE_PHONE_HREF = `tel:+${internationalDigits}`;
/** WhatsApp takes the international number without the plus. */
export const CARE_WHATSAPP_HREF = `https://wa.me/${internationalDigits}`;

/**
 * Variables every translation may use. The number is wrapped in a left-to-right isolate so Arabic
 * text keeps its groups in reading order (800 123 4567, not 4567 123 800).
 */
export const COPY_VARIABLES = { carePhone: `\u2066${CARE_PHONE}\u2069` } as const;
