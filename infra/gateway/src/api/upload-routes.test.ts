// POST /api/uploads and GET /api/uploads/:id against the real commerce API (in-process, on PGlite) over
// HTTP, with a shopper who has a real order (placed through checkout and the payment provider's stand-in),
// so an upload goes all the way to feedback and back.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/src/app.js';
import { loadConfig, type ApiConfig } from '../../../api/src/config.js';
import { openPglite } from '../../../api/src/db/pglite.js';
import { defaultSeedData } from '../../../api/src/db/open.js';
import { DOCUMENT_LIMITS } from '../../../api/src/domain/documents.js';
import { startFakeProvider } from '../../../api/test/helpers/fake-provider.js';
import { placedOrder } from '../../../api/test/helpers/placed-orders.js';
import { htmlPage, multipartBody, pdfReceipt, pngImage, svgImage, windowsProgram } from '../../../api/test/helpers/sample-files.js';
import type { Loose, TestApi } from '../../../api/test/helpers/test-api.js';
import { SESSION_COOKIE, readSessionToken } from '../session/session-cookie.js';
import apiRoutes from './index.js';

const ORIGIN = 'http://localhost:3000';
const SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';
const ARABIC = /[\u0600-\u06FF]/;
const sara = defaultSeedData().users[0]!;
const omar = defaultSeedData().users[1]!;

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let api: FastifyInstance;
let apiConfig: ApiConfig;
let gateway: FastifyInstance;
let saraCookie: string;
let omarCookie: string;

/** The in-process API as the checkout flow's test helpers expect it. */
function testApi(): TestApi {
  return {
    engine: 'pglite',
    app: api,
    db: api.db,
    config: apiConfig,
    async gql(query, variables = {}, headers = {}) {
      const res = await api.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-api-key': apiConfig.apiKey, ...headers }, payload: { query, variables } });
      const body = res.json() as { data: Loose; errors?: [] };
      return { status: res.statusCode, data: body.data, ...(body.errors ? { errors: body.errors } : {}) };
    },
    close: async () => undefined,
  };
}

async function logIn(who: { email: string; password: string }): Promise<string> {
  const res = await gateway.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.41',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: { identifier: who.email, password: who.password },
  });
  expect(res.statusCode).toBe(200);
  const line = [res.headers['set-cookie']].flat().find((c) => typeof c === 'string' && c.startsWith(`${SESSION_COOKIE}=`))!;
  return line.split(';')[0]!;
}

/** The API bearer header of a gateway session, as the /graphql proxy would add it. */
async function bearerOf(cookie: string): Promise<Record<string, string>> {
  const probe = Fastify();
  probe.register(import('@fastify/cookie'));
  probe.get('/t', async (request) => ({ token: await readSessionToken(request, SESSION_SECRET) }));
  const token = (await probe.inject({ method: 'GET', url: '/t', headers: { cookie } })).json().token as string;
  await probe.close();
  return { authorization: `Bearer ${token}` };
}

async function send(files: { name: string; bytes: Buffer; type?: string }[], headers: Record<string, string> = {}, fields: Record<string, string> = {}) {
  const body = await multipartBody(files, fields);
  const res = await gateway.inject({ method: 'POST', url: '/api/uploads', headers: { 'content-type': body.contentType, origin: ORIGIN, ...headers }, payload: body.payload });
  return { status: res.statusCode, body: res.json() };
}

const fetchDocument = (url: string, headers: Record<string, string>) => gateway.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin', ...headers } });

async function documentCount(): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
  return row!.n;
}

beforeAll(async () => {
  provider = await startFakeProvider();
  apiConfig = loadConfig({ NODE_ENV: 'test', API_PORT: '0', PAYMENT_API_URL: provider.url });
  api = await buildApp(apiConfig, { db: await openPglite(), closeDatabase: true });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  gateway = Fastify();
  await gateway.register(apiRoutes, { prefix: '/api', apiUrl, apiKey: apiConfig.apiKey, publicOrigin: ORIGIN, sessionSecret: SESSION_SECRET, production: false });
  await gateway.ready();
  saraCookie = await logIn(sara);
  omarCookie = await logIn(omar);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await provider?.close();
});

describe('POST /api/uploads', () => {
  it('accepts a real PNG and PDF from the shopper; they are listed with feedback and downloaded back only by her, safely', async () => {
    const photo = pngImage(64, 48);
    const receipt = pdfReceipt();
    const res = await send([
      { name: 'صورة العلبة.png', bytes: photo, type: 'image/png' },
      { name: 'receipt (1).pdf', bytes: receipt, type: 'application/pdf' },
    ], { cookie: saraCookie, 'accept-language': 'ar' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, key: 'documents_uploaded', arMessage: expect.stringMatching(ARABIC) });
    const [png, pdf] = res.body.documents;
    expect(png).toMatchObject({ fileName: 'صورة العلبة.png', contentType: 'image/png', size: photo.length, url: `/api/uploads/${png.id}` });
    expect(pdf).toMatchObject({ fileName: 'receipt (1).pdf', contentType: 'application/pdf', size: receipt.length });

    // listed with the feedback they are attached to
    const shopper = testApi();
    const auth = await bearerOf(saraCookie);
    const order = await placedOrder({ api: shopper, provider }, auth);
    const categories = (await shopper.gql('{ feedbackCategories { id issueTypes { id name } } }')).data.feedbackCategories;
    const saved = (await shopper.gql(
      'mutation($input: FeedbackInput!) { saveFeedback(input: $input) { success feedbackId } }',
      { input: { categoryId: categories[0].id, issueTypeId: categories[0].issueTypes[1].id, orderId: order.id, description: 'The dates box arrived crushed; photo and receipt attached.', documentUrls: [png.url, pdf.url], feedbackItems: [{ lineId: order.lines[0]!.id, quantity: 1 }] } },
      auth,
    )).data.saveFeedback;
    expect(saved.success).toBe(true);
    const listed = (await shopper.gql('query($o: ID!) { orderFeedback(orderId: $o) { documentUrls documents { id url contentType } } }', { o: order.id }, auth)).data.orderFeedback;
    expect(listed).toEqual([{ documentUrls: [png.url, pdf.url], documents: [{ id: png.id, url: png.url, contentType: 'image/png' }, { id: pdf.id, url: pdf.url, contentType: 'application/pdf' }] }]);

    // downloaded back by the owner: what the bytes are, never to be run
    const image = await fetchDocument(png.url, { cookie: saraCookie });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(photo)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(String(image.headers['content-security-policy'])).toMatch(/^default-src 'none'/);
    expect(image.headers['content-disposition']).toBe(`inline; filename="____ ______.png"; filename*=UTF-8''${encodeURIComponent('صورة العلبة.png')}`);
    const file = await fetchDocument(pdf.url, { cookie: saraCookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(receipt)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="receipt \(1\)\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toMatch(/^default-src 'none'/);

    // nobody else: another shopper, a guest, another site
    const other = await fetchDocument(png.url, { cookie: omarCookie });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, key: 'not_found', arMessage: expect.stringMatching(ARABIC) });
    expect(other.rawPayload.includes(photo.subarray(0, 16))).toBe(false);
    expect((await fetchDocument(png.url, {})).statusCode).toBe(401);
    const crossSite = await gateway.inject({ method: 'GET', url: png.url, headers: { cookie: saraCookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await fetchDocument('/api/uploads/not-a-number', { cookie: saraCookie })).statusCode).toBe(404);
    expect((await fetchDocument('/api/uploads/99999999', { cookie: saraCookie })).statusCode).toBe(404);
  });

  it('refuses a guest, another site and a request without Origin, before reading the files', async () => {
    const before = await documentCount();
    const files = [{ name: 'photo.png', bytes: pngImage() }];
    expect(await send(files)).toMatchObject({ status: 401, body: { success: false, key: 'unauthorized', arMessage: expect.stringMatching(ARABIC) } });
    expect(await send(files, { cookie: saraCookie, origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { key: 'invalid_origin', arMessage: expect.stringMatching(ARABIC) } });
    const body = await multipartBody(files);
    const noOrigin = await gateway.inject({ method: 'POST', url: '/api/uploads', headers: { 'content-type': body.contentType, cookie: saraCookie }, payload: body.payload });
    expect(noOrigin.statusCode).toBe(403);
    expect(await documentCount()).toBe(before);
  });

  it('refuses files that are not what their names say, by their bytes, with bilingual field errors', async () => {
    const before = await documentCount();
    const disguised = [
      { name: 'photo.png', bytes: htmlPage(), type: 'image/png' },
      { name: 'logo.png', bytes: svgImage(), type: 'image/png' },
      { name: 'invoice.pdf', bytes: windowsProgram(), type: 'application/pdf' },
    ];
    for (const file of disguised) {
      const res = await send([{ name: 'good.png', bytes: pngImage() }, file], { cookie: saraCookie });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        success: false, key: 'unsupported_file_type', message: expect.stringMatching(/JPEG, PNG or WebP/), arMessage: expect.stringMatching(ARABIC),
        errors: [{ field: 'files.1', key: 'unsupported_file_type', message: expect.any(String), arMessage: expect.stringMatching(ARABIC) }],
      });
    }
    expect(await documentCount()).toBe(before);
  });

  it('refuses a file over 5 MB and more than five files', async () => {
    const before = await documentCount();
    const oversized = Buffer.concat([pngImage(), Buffer.alloc(DOCUMENT_LIMITS.maxBytes)]);
    const large = await send([{ name: 'huge.png', bytes: oversized, type: 'image/png' }], { cookie: saraCookie });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ key: 'file_too_large', arMessage: expect.stringMatching(ARABIC), errors: [{ field: 'files.0', key: 'file_too_large', arMessage: expect.stringMatching(ARABIC) }] });

    const six = Array.from({ length: 6 }, (_, i) => ({ name: `shelf-${i + 1}.png`, bytes: pngImage(2, 2, [30 * i, 120, 80]) }));
    const many = await send(six, { cookie: saraCookie });
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({ key: 'too_many_files', errors: [{ field: 'files', key: 'too_many_files', arMessage: expect.stringMatching(ARABIC) }] });

    const empty = await send([], { cookie: saraCookie });
    expect(empty).toMatchObject({ status: 400, body: { key: 'invalid_input', errors: [{ field: 'files', key: 'field_required' }] } });
    const withField = await send([{ name: 'a.png', bytes: pngImage() }], { cookie: saraCookie }, { caption: 'box' });
    expect(withField.status).toBe(400);
    const json = await gateway.inject({ method: 'POST', url: '/api/uploads', headers: { origin: ORIGIN, cookie: saraCookie, 'content-type': 'application/json' }, payload: { files: [] } });
    expect(json.statusCode).toBe(415);
    expect(await documentCount()).toBe(before);
  });
});
