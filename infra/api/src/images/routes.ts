// Placeholder artwork from the seed generator: GET /images/:kind/:slug.svg (the gateway proxies /images/*).
import type { FastifyInstance } from 'fastify';
import { renderImageSvg } from '../seed/index.js';
import { defaultSeedData } from '../db/open.js';

const KINDS = new Set(['products', 'categories', 'brands', 'sellers'] as const);
type Kind = 'products' | 'categories' | 'brands' | 'sellers';

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, string | null>();

  app.get<{ Params: { kind: string; file: string } }>('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = /^([a-z0-9][a-z0-9-]{0,160})\.svg$/.exec(file);
    if (!KINDS.has(kind as Kind) || !match) return reply.code(404).send({ error: 'not_found' });
    const cacheKey = `${kind}/${match[1]}`;
    let svg = cache.get(cacheKey);
    if (svg === undefined) {
      // the catalogue is generated on the first image asked for (the seed is deterministic)
      const rendered = renderImageSvg(kind as Kind, match[1]!, defaultSeedData());
      if (cache.size < 10_000) cache.set(cacheKey, rendered);
      svg = rendered;
    }
    if (svg === null) return reply.code(404).send({ error: 'not_found' });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
