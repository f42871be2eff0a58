// Backend-for-frontend routes under /api (spec §7 "Own backend proxy"): session and account access,
// address book, categories, cart and the checkout helper cookies, one file each. Registered by the
// gateway with prefix /api. Bodies are checked by each route's zod schema (Fastify's zod type
// provider) before its handler runs; a refused body answers bilingual field errors.
import type { FastifyError, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import sessionPlugin from '../session/session-plugin.js';
import { ApiUnavailableError, createApiClient, resolveGatewaySecret, type ApiClient } from './api-client.js';
import { isSecureOrigin } from './cookies.js';
import { failure } from './messages.js';
import { validationAnswer, type RouteDeps } from './route-kit.js';
import addressRoutes from './address-routes.js';
import authRoutes from './auth-routes.js';
import cartRoutes from './cart-routes.js';
import { createCategoryLists, type CategoryLists } from './category-lists.js';
import categoryRoutes from './category-routes.js';
import cookieRoutes from './cookie-routes.js';
import paymentRoutes from './payment-routes.js';
import uploadRoutes from './upload-routes.js';

const optionsSchema = z.object({
  apiUrl: z.string().url(),
  apiKey: z.string().min(1),
  publicOrigin: z.string().url(),
  sessionSecret: z.string().min(32, 'sessionSecret must be at least 32 characters'),
  production: z.boolean(),
  gatewaySecret: z.string().min(16).optional(),
  /** The card payment provider the browser calls directly (spec §7): its API base URL and publishable key. */
  payments: z.object({ apiUrl: z.url(), publishableKey: z.string().min(8) }).optional(),
  /** The host's category lists, when it shares them with its pages (the gateway); else the routes keep their own. */
  categoryLists: z.custom<CategoryLists>((value) => typeof value === 'object' && value !== null).optional(),
});

export type ApiRoutesOptions = z.input<typeof optionsSchema>;

export default async function apiRoutes(app: FastifyInstance, rawOptions: ApiRoutesOptions): Promise<void> {
  const parsed = optionsSchema.safeParse(rawOptions);
  if (!parsed.success) {
    throw new Error(`Invalid /api options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const opts = parsed.data;
  const api = createApiClient({ apiUrl: opts.apiUrl, apiKey: opts.apiKey, gatewaySecret: resolveGatewaySecret(opts.gatewaySecret, opts.production) });
  const deps: RouteDeps = {
    api,
    storeOrigin: new URL(opts.publicOrigin).origin,
    secure: isSecureOrigin(opts.publicOrigin),
    sessionSecret: opts.sessionSecret,
    categoryLists: opts.categoryLists ?? createCategoryLists(api),
  };

  // the host (the gateway) shares one session with its /graphql proxy; alone (tests) these routes bring their own
  if (!app.hasDecorator('storeSession')) await app.register(sessionPlugin, { api, sessionSecret: opts.sessionSecret, secure: deps.secure });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler(async (error: FastifyError, _request, reply) => {
    const refused = validationAnswer(error, reply);
    if (refused) return refused;
    if (error instanceof ApiUnavailableError) {
      app.log.error(error);
      return reply.code(502).send(failure('operation_failed'));
    }
    const status = error.statusCode;
    // the rate limiter's refusal carries its own translated answer (too_many_requests) and Retry-After
    if (status === 429 && !(error instanceof Error)) return reply.code(429).send(error);
    if (status && status >= 400 && status < 500) return reply.code(status).send(failure('invalid_input'));
    app.log.error(error);
    return reply.code(500).send(failure('operation_failed'));
  });

  // No caching of anything personal.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  for (const routes of [authRoutes, addressRoutes, categoryRoutes, cartRoutes, cookieRoutes]) await app.register(routes, deps);
  if (opts.payments) await app.register(paymentRoutes, { ...deps, payments: opts.payments });
  await app.register(uploadRoutes, { ...deps, documents: { apiUrl: opts.apiUrl, gatewaySecret: resolveGatewaySecret(opts.gatewaySecret, opts.production) } });
}

export type { ApiClient };
