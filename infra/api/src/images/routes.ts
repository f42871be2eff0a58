// Catalogue images (the gateway proxies /images/*): the seed generator's artwork as SVG at
// GET /images/:kind/:slug.svg. Vector artwork is served as it is: a few hundred bytes gzipped and
// sharp at every screen density, where a WebP copy of the same picture weighs several times more.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderImageSvg } from '../seed/index.js';
import { defaultSeedData } from '../db/open.js';

const KINDS = new Set(['products', 'categories', 'brands', 'sellers'] as const);
type Kind = 'products' | 'categories' | 'brands' | 'sellers';

const FILE = /^([a-z0-9][a-z0-9-]{0,160})\.svg$/;

const immutable = (reply: FastifyReply) =>
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const svgs = new Map<string, string | null>();

  const svgFor = (kind: Kind, slug: string) => {
    const cacheKey = `${kind}/${slug}`;
    let svg = svgs.get(cacheKey);
    if (svg === undefined) {
      // the catalogue is generated on the first image asked for (the seed is deterministic)
      svg = renderImageSvg(kind, slug, defaultSeedData());
      if (svgs.size < 10_000) svgs.set(cacheKey, svg);
    }
    return svg;
  };

  app.get<{ Params: { kind: string; file: string } }>('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = FILE.exec(file);
    if (!KINDS.has(kind as Kind) || !match) return reply.code(404).send({ error: 'not_found' });
    const svg = svgFor(kind as Kind, match[1]!);
    if (svg === null) return reply.code(404).send({ error: 'not_found' });
    return immutable(reply).type('image/svg+xml; charset=utf-8').send(svg);
  });
}
