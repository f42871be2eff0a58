// Customer care contact details (shared-domain's, the one source every team quotes) and the copy
// variable that quotes the number in translations (as {{carePhone}}, a default variable of the page's
// i18next).
import { CARE_PHONE } from 'shared-domain';

export { CARE_EMAIL, CARE_PHONE, CARE_PHONE_HREF, CARE_WHATSAPP_HREF } from 'shared-domain';

/**
 * Variables every translation may use. The number is wrapped in a left-to-right isolate so Arabic
 * text keeps its groups in reading order (800 123 4567, not 4567 123 800).
 */
export const COPY_VARIABLES = { carePhone: `\u2066${CARE_PHONE}\u2069` } as const;
