// Contact-us form rules, shared in spirit with the gateway's checks (which stay authoritative).
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 150, message: 2000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Saudi mobile: 05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX or 009665XXXXXXXX. */
const SAUDI_MOBILE = /^(?:\+?966|00966|0)?5\d{8}$/;

/** Returns translation keys (footer:pages.contact.*) for the fields that are wrong. */
export function validateContact(input: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const v = Object.fromEntries(Object.entries(input).map(([k, value]) => [k, value.trim()])) as unknown as ContactMessage;
  if (!v.name) errors.name = 'error_name';
  if (!EMAIL.test(v.email)) errors.email = 'error_email';
  if (v.phone && !SAUDI_MOBILE.test(v.phone.replace(/[\s-]/g, ''))) errors.phone = 'error_phone';
  if (!v.subject) errors.subject = 'error_subject';
  if (v.message.length < 10) errors.message = 'error_message';
  for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    if (!errors[field] && v[field].length > CONTACT_LIMITS[field]) errors[field] = 'error_too_long';
  }
  return errors;
}
