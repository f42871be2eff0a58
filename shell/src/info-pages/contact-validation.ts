// Contact-us form rules: shared-domain's contact message schema, the one the commerce API checks the
// message with, read as this page's texts (footer:pages.contact.*). The gateway stays authoritative.
import { CONTACT_LIMITS, contactMessageSchema, validateInput } from 'shared-domain';

export { CONTACT_LIMITS };

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];
const isField = (field: string): field is ContactField => (FIELDS as readonly string[]).includes(field);

export type ContactCheck = { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors };

/**
 * The message as it is sent (trimmed, the email lower-cased, the phone in its canonical +9665XXXXXXXX
 * form, so the gateway reads it whatever digits were typed; no phone is sent as ''), or the
 * translation key of what is wrong with each field: each field's own message (error_name, ...), or
 * error_too_long.
 */
export function checkContact(input: ContactMessage): ContactCheck {
  const verdict = validateInput(contactMessageSchema, input);
  if (verdict.ok) return { ok: true, message: { ...verdict.data, phone: verdict.data.phone ?? '' } };
  const errors: ContactErrors = {};
  for (const { field, key } of verdict.problems) {
    if (isField(field)) errors[field] = key === 'field_too_long' ? 'error_too_long' : `error_${field}`;
  }
  return { ok: false, errors };
}

/** Returns translation keys (footer:pages.contact.*) for the fields that are wrong. */
export function validateContact(input: ContactMessage): ContactErrors {
  const checked = checkContact(input);
  return checked.ok ? {} : checked.errors;
}
