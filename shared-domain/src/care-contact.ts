// How shoppers reach customer care: one source for the footer's links, the help page's channels and
// every piece of copy that quotes the number.

/** The Saudi toll-free number as shoppers read and dial it at home: 800 and seven digits. */
export const CARE_PHONE = '800 123 4567';
export const CARE_EMAIL = 'care@souq-grocery.sa';

const internationalDigits = `966${CARE_PHONE.replace(/\D/g, '')}`;

export const CARE_PHONE_HREF = `tel:+${internationalDigits}`;
export const CARE_EMAIL_HREF = `mailto:${CARE_EMAIL}`;
/** WhatsApp takes the international number without the plus. */
export const CARE_WHATSAPP_HREF = `https://wa.me/${internationalDigits}`;
