// POST /api/contact: the contact-us form. Validated here by the same schema the form and the API use
// (shared-domain), rate-limited here, then stored by the
// commerce API's saveContactMessage mutation, which answers only the gateway (its secret) so that
// nobody can skip this route's limit through /graphql.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema } from 'shared-domain';
import { ApiUnavailableError, createApiClient, resolveGatewaySecret } from './api/api-client.js';
import { failure } from './api/messages.js';
import { validationAnswer } from './api/route-kit.js';
import { GatewaySaveContactMessageDocument } from './generated/graphql.js';
import { readSessionToken } from './session/session-cookie.js';
import { fixedWindowLimiter, fromStore } from './track';

export interface ContactOptions {
  publicOrigin: string;
  apiUrl: string;
  apiKey: string;
  production?: boolean;
  /** Defaults as for the /api routes: GATEWAY_SECRET, else the development secret outside production. */
  gatewaySecret?: string;
  /** When given, a logged-in shopper's message names their account. */
  sessionSecret?: string;
  /** Messages per client per hour. */
  perHour?: number;
}

export default async function contactRoutes(scope: FastifyInstance, options: ContactOptions): Promise<void> {
  scope.setValidatorCompiler(validatorCompiler);
  scope.setSerializerCompiler(serializerCompiler);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const storeOrigin = new URL(options.publicOrigin).origin;
  const limiter = fixedWindowLimiter(options.perHour ?? 5, 3_600_000);
  const api = createApiClient({
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    gatewaySecret: resolveGatewaySecret(options.gatewaySecret, options.production ?? false),
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return validationAnswer(error, reply) ?? reply.send(error);
  });

  // the Origin is checked before the body, so another site learns nothing from field errors
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromStore(request, storeOrigin)) return reply.code(403).header('cache-control', 'no-store').send(failure('invalid_origin'));
  };

  app.post('/contact', { bodyLimit: 8192, onRequest: checkOrigin, schema: { body: contactMessageSchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!limiter.allow(request.ip)) return reply.code(429).header('retry-after', '3600').send(failure('too_many_attempts'));

    const token = options.sessionSecret ? await readSessionToken(request, options.sessionSecret) : null;
    const language = request.headers.lang ?? request.headers['accept-language'];
    let result;
    try {
      const data = await api(GatewaySaveContactMessageDocument, { input: request.body }, {
        token,
        clientIp: request.ip,
        language: typeof language === 'string' ? language : undefined,
      });
      result = data.saveContactMessage;
    } catch (error) {
      if (!(error instanceof ApiUnavailableError)) throw error;
      request.log.error({ err: error }, 'contact message: commerce API failed');
      return reply.code(502).send(failure('operation_failed'));
    }
    if (result.success) return reply.code(200).send(result);
    if (result.key !== 'invalid_input') {
      // forbidden would mean the two secrets differ: a deployment fault, not the shopper's
      request.log.error({ key: result.key }, 'contact message refused by the commerce API');
      return reply.code(502).send(failure('operation_failed'));
    }
    // the API names fields inside its input argument; the form knows them by their own names
    return reply.code(400).send({ ...result, errors: result.errors.map((e) => ({ ...e, field: e.field.replace(/^input\./, '') })) });
  });
}
