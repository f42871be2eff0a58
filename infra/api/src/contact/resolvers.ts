// The contact-us mutation: validates, stores, answers in both languages. The message is checked with
// shared-domain's schema, the one the contact form checks it with before sending.
import { contactMessageSchema } from 'shared-domain';
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers } from '../generated/graphql.js';
import { fail, ok } from '../messages.js';
import { validate } from '../validation.js';

const contactSchema = contactMessageSchema;

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
