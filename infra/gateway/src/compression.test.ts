// What the gateway writes or proxies is compressed for clients that accept it, past the threshold.
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildGateway } from './app';
import { COMPRESSION_THRESHOLD, encodePage, preferredEncoding } from './compression';
import { gatewayConfig } from './config';

describe('choosing an encoding', () => {
  it('prefers br, honours quality values, and falls back to none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('leaves a body under the threshold as it is', () => {
    expect(encodePage('x'.repeat(COMPRESSION_THRESHOLD - 1), 'br')).toEqual({ body: 'x'.repeat(COMPRESSION_THRESHOLD - 1), encoding: null });
    expect(encodePage('x'.repeat(COMPRESSION_THRESHOLD), 'br').encoding).toBe('br');
  });
});

describe('gateway compression of dynamic responses', () => {
  const categories = Array.from({ length: 60 }, (_, i) => ({ id: `c${i}`, slug: `category-${i}`, name: `Category ${i}`, arName: `تصنيف ${i}`, children: [] }));
  const bigSvg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10" fill="#0099ff"/>'.repeat(60)}</svg>`;
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.post<{ Body: { query: string } }>('/graphql', async (request) => {
      if (request.body.query.includes('tiny')) return { data: { tiny: true } };
      return { data: { categories } };
    });
    upstream.get<{ Params: { file: string } }>('/images/products/:file', async (request, reply) => {
      const svg = request.params.file === 'small.svg' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : bigSvg;
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    });
    upstream.get('/images/products/photo.png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    const apiUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-compression-'));
    app = await buildGateway(gatewayConfig({ STORE_VAR_DIR: dir, API_URL: apiUrl, NODE_ENV: 'test' } as NodeJS.ProcessEnv));
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const decode = (encoding: unknown, body: Buffer) =>
    (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString();

  const cases = [
    { what: '/api JSON', request: { method: 'GET' as const, url: '/api/categories' }, type: /^application\/json/ },
    {
      what: 'JSON proxied from /graphql',
      request: { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ categories { id } }' }) },
      type: /^application\/json/,
    },
    { what: 'an SVG image proxied from /images', request: { method: 'GET' as const, url: '/images/products/apple.svg' }, type: /^image\/svg\+xml/ },
  ];

  for (const { what, request, type } of cases) {
    it(`compresses ${what} with br or gzip, as the client accepts, and not for a client that accepts neither`, async () => {
      const plain = await app.inject(request);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toMatch(type);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

      for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
        const headers = { ...('headers' in request ? request.headers : {}), 'accept-encoding': accept };
        const response = await app.inject({ ...request, headers });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decode(encoding, response.rawPayload)).toBe(plain.body);
      }

      for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
        const headers = { ...('headers' in request ? request.headers : {}), 'accept-encoding': accept };
        const response = await app.inject({ ...request, headers });
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body).toBe(plain.body);
      }
    });
  }

  it('leaves small answers, and images in a compressed format, as they are', async () => {
    const small = await app.inject({ url: '/images/products/small.svg', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(small.headers['content-length']).toBe(String(small.rawPayload.length));

    const tiny = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: JSON.stringify({ query: '{ tiny }' }),
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ data: { tiny: true } });

    const photo = await app.inject({ url: '/images/products/photo.png', headers: { 'accept-encoding': 'br' } });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it('serves /remotes.json as before, uncompressed while it is under the threshold', async () => {
    const response = await app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ environment: 'local', remotes: {} });
  });

  it('leaves request bodies alone: a body marked as compressed is not inflated', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ query: '{ tiny }' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
