// Contact-us form rules: shared-domain's contact message schema, the one the gateway and the commerce
// API check the message with, as the form's resolver. Its message keys read as this page's texts
// (footer:pages.contact.*). The gateway stays authoritative.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { CONTACT_LIMITS, contactMessageSchema, type ContactMessage } from 'shared-domain';

export { CONTACT_LIMITS };

/** The form as typed. */
export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactForm;

/** Form order: the first of these with a problem takes focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

export const EMPTY_CONTACT: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * Checks the typed form; its output is the checked message (trimmed, email lower-cased, phone
 * canonical). The schema takes more than the form types (a phone left out or null), so the form's
 * values always fit it.
 */
export const contactResolver = zodResolver(contactMessageSchema) as Resolver<ContactForm, unknown, ContactMessage>;

/** The translation key (footer:pages.contact.*) of a problem the schema found: the field's own message, or error_too_long. */
export function contactErrorKey(field: ContactField, key: string | undefined): string {
  return key === 'field_too_long' ? 'error_too_long' : `error_${field}`;
}

/**
 * What POST /api/contact is sent: the checked message, the phone in its canonical +9665XXXXXXXX form
 * (so the gateway reads it whatever digits were typed), and no phone as ''.
 */
export function contactBody(message: ContactMessage): ContactForm {
  return { ...message, phone: message.phone ?? '' };
}
