// Public category lists (spec §7 POST /api/categories and its lead-categories, prime-types and
// prime-brands routes; GET answers too), cached briefly: they change with the catalogue, not per shopper.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createTtlCache } from '../../../api/src/domain/ttl-cache.js';
import { GatewayCategoriesDocument, GatewayPrimeBrandsDocument, GatewayPrimeTypesDocument } from '../generated/graphql.js';
import type { RouteDeps } from './route-kit.js';

const CATEGORY_TTL_MS = 60_000;

export default async function categoryRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { api } = deps;
  const cache = createTtlCache<unknown>(CATEGORY_TTL_MS, 8);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  const categories = () => cached('categories', async () => (await api(GatewayCategoriesDocument, {})).categories);

  const publicAnswer = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');
  const both = (path: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
    app.post(path, handler);
    app.get(path, handler);
  };

  both('/categories', async (_request, reply) => {
    publicAnswer(reply);
    return { categories: await categories() };
  });

  both('/categories/lead-categories', async (_request, reply) => {
    publicAnswer(reply);
    // the footer shows the leading categories with at most six children each
    const lead = (await categories()).slice(0, 6).map((c) => ({ ...c, children: c.children.slice(0, 6) }));
    return { leadCategories: lead };
  });

  const types = async (_request: FastifyRequest, reply: FastifyReply) => {
    publicAnswer(reply);
    return { productTypes: await cached('types', async () => (await api(GatewayPrimeTypesDocument, {})).popularProductTypes) };
  };
  const brands = async (_request: FastifyRequest, reply: FastifyReply) => {
    publicAnswer(reply);
    return { brands: await cached('brands', async () => (await api(GatewayPrimeBrandsDocument, {})).popularBrands) };
  };
  for (const path of ['/categories/prime-types', '/prime-types']) both(path, types);
  for (const path of ['/categories/prime-brands', '/prime-brands']) both(path, brands);
}
