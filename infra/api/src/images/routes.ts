// Catalogue images (the gateway proxies /images/*): the seed generator's artwork as SVG at
// GET /images/:kind/:slug.svg, and the same picture rasterised to WebP at the width a page shows it,
// GET /images/:kind/:slug.webp?w=<width>, for `srcset` (one of IMAGE_WIDTHS; without w, the natural size).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderImageSvg } from '../seed/index.js';
import { defaultSeedData } from '../db/open.js';
import { IMAGE_WIDTHS, naturalWidth, rasteriseSvg } from './webp.js';

const KINDS = new Set(['products', 'categories', 'brands', 'sellers'] as const);
type Kind = 'products' | 'categories' | 'brands' | 'sellers';

const FILE = /^([a-z0-9][a-z0-9-]{0,160})\.(svg|webp)$/;
/** Rendered WebP files kept in memory: a catalogue page asks for the same few widths again and again. */
const MAX_CACHED_WEBP = 2000;

const immutable = (reply: FastifyReply) =>
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const svgs = new Map<string, string | null>();
  const webps = new Map<string, Promise<Buffer>>();

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

  app.get<{ Params: { kind: string; file: string }; Querystring: { w?: string } }>('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = FILE.exec(file);
    if (!KINDS.has(kind as Kind) || !match) return reply.code(404).send({ error: 'not_found' });
    const slug = match[1]!;
    const svg = svgFor(kind as Kind, slug);
    if (svg === null) return reply.code(404).send({ error: 'not_found' });
    if (match[2] === 'svg') return immutable(reply).type('image/svg+xml; charset=utf-8').send(svg);

    const natural = naturalWidth(svg);
    const width = request.query.w === undefined ? natural : Number(request.query.w);
    if (!IMAGE_WIDTHS.includes(width) && width !== natural) {
      return reply.code(400).send({ error: 'unsupported_width', widths: IMAGE_WIDTHS });
    }
    const cacheKey = `${kind}/${slug}/${width}`;
    let webp = webps.get(cacheKey);
    if (!webp) {
      webp = rasteriseSvg(svg, width);
      // oldest first out: Map keeps insertion order
      if (webps.size >= MAX_CACHED_WEBP) webps.delete(webps.keys().next().value!);
      webps.set(cacheKey, webp);
      webp.catch(() => webps.delete(cacheKey));
    }
    const body = await webp;
    return immutable(reply).type('image/webp').send(body);
  });
}
