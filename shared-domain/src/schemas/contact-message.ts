// A message from the contact-us page, as the form, the gateway's route and the API check it.
import { EMAIL_MAX_LENGTH } from '../email';
import { PHONE_INPUT_MAX_LENGTH } from '../phone';
import { emailSchema, optionalPhoneSchema, requiredTextSchema } from './fields';
import './zod';
import * as z from 'zod';

export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_INPUT_MAX_LENGTH,
  subject: 150,
  messageMin: 10,
  message: 2000,
} as const;

export const contactMessageSchema = z.object({
  name: requiredTextSchema(CONTACT_LIMITS.name),
  email: emailSchema,
  phone: optionalPhoneSchema,
  subject: requiredTextSchema(CONTACT_LIMITS.subject),
  message: requiredTextSchema(CONTACT_LIMITS.message).refine((s) => s.length >= CONTACT_LIMITS.messageMin, 'field_too_short'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
