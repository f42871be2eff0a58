// One HTTP origin per remote, each serving that remote's versioned builds. Every file sits in a
// version folder, so everything is immutable and can be cached for a year.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName, type StoreConfig } from './config';

export async function buildOrigin(config: StoreConfig, remote: RemoteName): Promise<FastifyInstance> {
  const root = path.join(config.releasesDir, remote);
  fs.mkdirSync(root, { recursive: true });
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('x-content-type-options', 'nosniff');
  });
  app.get('/health', async () => ({ ok: true, remote }));
  await app.register(fastifyStatic, {
    root,
    index: false,
    list: false,
    immutable: true,
    preCompressed: true,
    maxAge: '365d',
    // Only files inside a version folder are build output; the inputs stamps beside them are not.
    allowedPath: (pathName) => /^\/[^/]+\/./.test(pathName),
    setHeaders: (res, filePath) => {
      // A development build is rewritten in place, so it must not be cached.
      if (filePath.includes(`${path.sep}dev${path.sep}`)) res.setHeader('cache-control', 'no-cache');
    },
  });
  return app;
}

export async function startOrigins(config: StoreConfig): Promise<() => Promise<void>> {
  const apps = await Promise.all(REMOTES.map((remote) => buildOrigin(config, remote)));
  await Promise.all(apps.map((app, i) => app.listen({ host: config.host, port: config.ports[REMOTES[i]!] })));
  return async () => {
    await Promise.all(apps.map((app) => app.close()));
  };
}
