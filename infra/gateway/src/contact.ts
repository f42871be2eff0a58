// POST /api/contact: the contact-us form. Validated and rate-limited here, then stored by the
// commerce API's saveContactMessage mutation. While the API does not know that mutation yet, the
// answer is 501 with key contact_unavailable so the page can say so in the shopper's language.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fixedWindowLimiter, fromStore } from './track';

const SAUDI_MOBILE = /^(?:\+?966|00966|0)?5\d{8}$/;

const contactBody = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().max(254).email(),
  phone: z
    .string()
    .trim()
    .max(20)
    .refine((value) => value === '' || SAUDI_MOBILE.test(value.replace(/[\s-]/g, '')))
    .default(''),
  subject: z.string().trim().min(1).max(150),
  message: z.string().trim().min(10).max(2000),
});

const SAVE_CONTACT_MESSAGE = `mutation SaveContactMessage($input: ContactMessageInput!) {
  saveContactMessage(input: $input) { success message arMessage }
}`;

export interface ContactOptions {
  publicOrigin: string;
  apiUrl: string;
  apiKey: string;
  /** Messages per client per hour. */
  perHour?: number;
}

interface GraphQLAnswer {
  data?: { saveContactMessage?: { success: boolean; message: string; arMessage: string } | null };
  errors?: { message: string }[];
}

export default async function contactRoutes(app: FastifyInstance, options: ContactOptions): Promise<void> {
  const storeOrigin = new URL(options.publicOrigin).origin;
  const limiter = fixedWindowLimiter(options.perHour ?? 5, 3_600_000);

  app.post('/contact', { bodyLimit: 8192 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!fromStore(request, storeOrigin)) return reply.code(403).send({ success: false, key: 'invalid_origin' });
    const parsed = contactBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ success: false, key: 'invalid_input', errors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') })) });
    }
    if (!limiter.allow(request.ip)) return reply.code(429).header('retry-after', '3600').send({ success: false, key: 'too_many_attempts' });

    let answer: GraphQLAnswer;
    try {
      const response = await fetch(new URL('/graphql', options.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
        body: JSON.stringify({ operationName: 'SaveContactMessage', query: SAVE_CONTACT_MESSAGE, variables: { input: parsed.data } }),
        signal: AbortSignal.timeout(10_000),
      });
      answer = (await response.json()) as GraphQLAnswer;
    } catch (error) {
      request.log.error({ err: error }, 'contact message: commerce API unreachable');
      return reply.code(502).send({ success: false, key: 'operation_failed' });
    }
    const unknown = answer.errors?.some((e) => /saveContactMessage|ContactMessageInput/.test(e.message) && /Cannot query field|Unknown type/.test(e.message));
    if (unknown) {
      request.log.warn('contact message: the commerce API has no saveContactMessage mutation yet');
      return reply.code(501).send({ success: false, key: 'contact_unavailable' });
    }
    const result = answer.data?.saveContactMessage;
    if (!result) {
      request.log.error({ errors: answer.errors?.map((e) => e.message) }, 'contact message failed');
      return reply.code(502).send({ success: false, key: 'operation_failed' });
    }
    return reply.code(result.success ? 200 : 400).send(result);
  });
}
