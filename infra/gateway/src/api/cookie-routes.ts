// The checkout helper cookies (spec §7 POST /api/update-cookie and /api/delete-cookie): the page
// stores its checkout session and payment details in the spec's cookie names through these, never
// the session cookie.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nowSeconds } from '../session/session-cookie.js';
import { HELPER_COOKIES, baseCookieOptions, encryptCookieValue } from './cookies.js';
import { failure } from './messages.js';
import { originCheck, type RouteDeps } from './route-kit.js';

const updateCookieBody = z.object({
  cookieType: z.enum(HELPER_COOKIES),
  cookieData: z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
  shouldEncrypt: z.boolean().default(false),
  /** Unix seconds; the checkout cookie uses 2147483647. */
  exp: z.number().int().positive().max(2147483647).optional(),
});
const deleteCookieBody = z.object({ cookies: z.array(z.enum(HELPER_COOKIES)).min(1).max(HELPER_COOKIES.length) });

export default async function cookieRoutes(scope: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const checkOrigin = originCheck(deps.storeOrigin);

  app.post('/update-cookie', { preHandler: checkOrigin, schema: { body: updateCookieBody } }, async (request, reply) => {
    const { cookieType, cookieData, shouldEncrypt, exp } = request.body;
    const text = typeof cookieData === 'string' ? cookieData : JSON.stringify(cookieData);
    if (Buffer.byteLength(text) > 2048) return reply.code(400).send(failure('invalid_input', [{ field: 'cookieData', key: 'field_too_long' }]));
    if (exp !== undefined && exp <= nowSeconds()) return reply.code(400).send(failure('invalid_input', [{ field: 'exp', key: 'invalid_value' }]));
    const value = shouldEncrypt ? await encryptCookieValue(text, deps.sessionSecret, exp) : text;
    reply.setCookie(cookieType, value, {
      ...baseCookieOptions(deps.secure),
      // page scripts read the plain ones; encrypted ones are for the server only
      httpOnly: shouldEncrypt,
      ...(exp !== undefined ? { expires: new Date(exp * 1000) } : { maxAge: 7 * 24 * 60 * 60 }),
    });
    return { success: true };
  });

  app.post('/delete-cookie', { preHandler: checkOrigin, schema: { body: deleteCookieBody } }, async (request, reply) => {
    for (const name of request.body.cookies) reply.clearCookie(name, baseCookieOptions(deps.secure));
    return { success: true };
  });
}
