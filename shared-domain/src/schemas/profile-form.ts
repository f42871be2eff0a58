// The account's profile forms as the browser holds them ('' for a choice left empty), read with the
// field rules the API applies to updateUserDetails and updatePhonenumber (identity.ts), plus the
// API's rule between two fields: an account without a mobile number keeps its email; and the
// notification and language settings, which the API's GraphQL types hold to the same shapes.
import type { FieldMessageKey } from '../message-keys';
import { profileDetailsSchema } from './identity';
import { titleSchema } from './fields';
import './zod';
import * as z from 'zod';

const EMAIL_REQUIRED: FieldMessageKey = 'field_required';

/** The title select's value: '' (none chosen) or one of the titles; the output is null for none. */
const titleChoiceSchema = z
  .union([z.literal(''), titleSchema], { error: () => 'invalid_value' })
  .nullish()
  .transform((title) => title || null);

export interface ProfileDetailsFormOptions {
  /** Whether the account has a mobile number: without one, the email cannot be cleared. */
  hasPhone: boolean;
}

/** The basic information form (title, first and last name, date of birth, email). */
export function profileDetailsFormSchema({ hasPhone }: ProfileDetailsFormOptions) {
  return profileDetailsSchema.extend({ title: titleChoiceSchema }).superRefine(
    (input, ctx) => {
      if (!hasPhone && !input.email) ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_REQUIRED });
    },
    // said once the email itself reads cleanly, even when another field has a problem
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'email') },
  );
}

/** The notification settings form (spec §3 isNotification, isPromotion). */
export const notificationSettingsSchema = z.object({
  isNotification: z.boolean({ error: () => 'invalid_type' }),
  isPromotion: z.boolean({ error: () => 'invalid_type' }),
});

/** The store's languages as a form chooses them; the API keeps the same choice as AR or EN. */
export const languageChoiceSchema = z.object({
  language: z.enum(['ar', 'en'], { error: () => 'invalid_value' }),
});

export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
export type LanguageChoice = z.output<typeof languageChoiceSchema>;
export type ProfileDetailsFormInput = z.input<ReturnType<typeof profileDetailsFormSchema>>;
export type ProfileDetailsFormValues = z.output<ReturnType<typeof profileDetailsFormSchema>>;
