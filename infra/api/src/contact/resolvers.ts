// The contact-us mutation: validates, stores, answers in both languages.
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers } from '../generated/graphql.js';
import { fail, ok } from '../messages.js';
import { emailField, optionalPhoneField, requiredText, validate } from '../validation.js';

/** The same bounds the gateway and the contact form apply. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 2000 } as const;

const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: emailField,
  phone: optionalPhoneField,
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message).refine((s) => s.length >= CONTACT_LIMITS.messageMin, 'field_too_short'),
});

export const contactMutations: MutationResolvers<GraphQLContext> = {
  async saveContactMessage(_root, { input: raw }, ctx) {
    // only the gateway's route, which limits messages per client, may store them
    if (!ctx.fromGateway) return fail('forbidden');
    const input = validate(contactSchema, raw);
    if (!input.ok) return fail('invalid_input', input.errors.map((e) => ({ ...e, field: `input.${e.field}` })));
    const d = input.data;
    await ctx.repos.contact.saveMessage({
      userId: ctx.viewer?.userId ?? null,
      name: d.name,
      email: d.email,
      phone: d.phone ?? null,
      subject: d.subject,
      message: d.message,
      language: ctx.language,
      clientIp: ctx.clientIp,
    });
    return ok('contact_saved');
  },
};
