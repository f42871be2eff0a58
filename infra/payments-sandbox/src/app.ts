// The payments sandbox: the provider's API under /v1 (CORS open, as the browser calls it directly),
// the 3-D Secure page, the test controls outside production, and /health. State lives in memory.
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseFormBody, parseJsonBody } from './body.js';
import type { SandboxConfig } from './config.js';
import type { SandboxContext } from './context.js';
import { notFound, ProviderError } from './errors.js';
import { logSerializers } from './log.js';
import { registerPaymentRoutes } from './payments.js';
import { addFaultHooks, registerSandboxControls } from './sandbox-controls.js';
import { SandboxState } from './state.js';
import { registerThreeDSecureRoutes } from './three-d-secure.js';
import { registerTokenRoutes } from './tokens.js';

export interface SandboxOptions {
  /** Where log lines go (a test captures them); standard output by default. */
  logStream?: { write(line: string): void };
}

export async function buildSandbox(config: SandboxConfig, options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });

  const state = new SandboxState();
  const ctx: SandboxContext = {
    config,
    state,
    // Listening on port 0 (tests) or another port than configured: the links follow the real port.
    publicOrigin() {
      const address = config.publicOriginFromPort ? app.server.address() : null;
      return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : config.publicOrigin;
    },
  };

  // Our own parsers: the stock ones put the parser's message, which quotes the body, in the answer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseFormBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // Answers never repeat an unknown error's message, which could quote what was sent.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof ProviderError) return reply.code(error.statusCode).send(error.body);
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ type: 'invalid_request_error', message: 'The request body is too large', errors: null });
    if (status === 415) {
      const message = 'Unsupported content type: send application/json or application/x-www-form-urlencoded';
      return reply.code(415).send({ type: 'invalid_request_error', message, errors: null });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ type: 'invalid_request_error', message: 'The request could not be read', errors: null });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ type: 'api_error', message: 'Internal Server Error', errors: null });
  });
  app.setNotFoundHandler(async (_request, reply) => {
    const { statusCode, body } = notFound();
    return reply.code(statusCode).send(body);
  });

  app.get('/health', async () => ({ ok: true }));

  await app.register(
    async (api) => {
      // Any origin, like the provider: the store's pages call tokens and payments from the browser.
      await api.register(cors, {
        origin: '*',
        methods: ['GET', 'POST', 'OPTIONS'],
        allowedHeaders: ['Authorization', 'Content-Type'],
        maxAge: 600,
      });
      addFaultHooks(api, ctx);
      registerTokenRoutes(api, ctx);
      registerPaymentRoutes(api, ctx);
    },
    { prefix: '/v1' },
  );
  await app.register(async (pages) => registerThreeDSecureRoutes(pages, ctx), { prefix: '/v1' });
  if (!config.production) {
    await app.register(async (controls) => registerSandboxControls(controls, ctx), { prefix: '/__sandbox' });
  }

  return app;
}
