// The web origin: security headers, the shell, /remotes.json, /api (backend-for-frontend), and
// /graphql and /images proxied to the commerce API.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import fs from 'node:fs';
import { publicRegistry, readRegistry } from '../../registry/src/registry-store';
import apiRoutes from './api/index';
import { readSessionToken } from './api/session';
import type { GatewayConfig } from './config';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';
import { serviceUnavailable, upstreamRoutes } from './upstream';
import trackRoutes from './track';
import contactRoutes from './contact';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|webp|jpe?g)$/;

function currentRegistry(config: GatewayConfig) {
  return publicRegistry(readRegistry(config.store.registryFile, config.store.environment), config.store);
}

export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? (config.production ? 'info' : 'warn') } });

  await app.register(helmet, {
    contentSecurityPolicy: false, // set per page below, from the live registry
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: config.production,
  });

  app.get('/health', async () => ({ ok: true }));
  // Ready when the commerce API answers too: what the harness and `npm start` wait for.
  app.get('/ready', async (_request, reply) => {
    try {
      const response = await fetch(new URL('/health', config.apiUrl), { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { ok: true };
    } catch {
      // not up yet
    }
    return reply.code(503).send({ ok: false });
  });

  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(currentRegistry(config)));

  await app.register(apiRoutes, {
    prefix: '/api',
    apiUrl: config.apiUrl,
    apiKey: config.apiKey,
    publicOrigin: config.publicOrigin,
    sessionSecret: config.sessionSecret,
    production: config.production,
  });

  await app.register(trackRoutes, { prefix: '/api', publicOrigin: config.publicOrigin });
  await app.register(contactRoutes, {
    prefix: '/api',
    publicOrigin: config.publicOrigin,
    apiUrl: config.apiUrl,
    apiKey: config.apiKey,
    production: config.production,
    sessionSecret: config.sessionSecret,
    perHour: config.production ? 5 : 1000,
  });

  await app.register(upstreamRoutes, {
    apiUrl: config.apiUrl,
    publicOrigin: config.publicOrigin,
    tokenFor: (request: FastifyRequest) => readSessionToken(request, config.sessionSecret),
  });

  fs.mkdirSync(config.store.shellDist, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.store.shellDist,
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = await fs.promises.readFile(config.shellIndex, 'utf8');
    } catch {
      return serviceUnavailable(reply, 'The store page (the shell is not built)');
    }
    const registry = currentRegistry(config);
    const csp = contentSecurityPolicy({
      remoteOrigins: Object.values(registry.remotes).map((entry) => new URL(entry.manifest).origin),
      paymentsOrigin: config.paymentsOrigin,
      scriptHashes: inlineScriptHashes(html),
    });
    return reply.header('content-security-policy', csp).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ error: 'not_found' });
  });

  return app;
}
