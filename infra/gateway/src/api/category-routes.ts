// Public category lists (spec §7 POST /api/categories and its lead-categories, prime-types and
// prime-brands routes; GET answers too), from the gateway's shared, briefly kept lists (category-lists.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from './route-kit.js';

export default async function categoryRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const lists = deps.categoryLists;
  const publicAnswer = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');
  const both = (path: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
    app.post(path, handler);
    app.get(path, handler);
  };

  both('/categories', async (_request, reply) => {
    publicAnswer(reply);
    return { categories: await lists.categories() };
  });

  both('/categories/lead-categories', async (_request, reply) => {
    publicAnswer(reply);
    return { leadCategories: await lists.lead() };
  });

  const types = async (_request: FastifyRequest, reply: FastifyReply) => {
    publicAnswer(reply);
    return { productTypes: await lists.types() };
  };
  const brands = async (_request: FastifyRequest, reply: FastifyReply) => {
    publicAnswer(reply);
    return { brands: await lists.brands() };
  };
  for (const path of ['/categories/prime-types', '/prime-types']) both(path, types);
  for (const path of ['/categories/prime-brands', '/prime-brands']) both(path, brands);
}
