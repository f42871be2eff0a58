// Development routes (the outbox of sent messages): registered only in development and test, and even
// there answered only to a client on this machine — a loopback socket with no proxy in between. Anyone
// else gets the 404 an absent route gives.
import type { FastifyInstance } from 'fastify';
import { fromThisMachine } from 'infra-server-kit';
import type { Repositories } from '../plugins/repositories.js';
import { outboxRoutes } from './outbox.js';

export async function developmentRoutes(app: FastifyInstance, options: { repos: Repositories }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
  });
  await app.register(outboxRoutes, options);
}
