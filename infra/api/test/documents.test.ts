// The API's document door (/internal/documents), on PGlite and on a real PostgreSQL server: only the
// gateway (its secret) with a shopper's token gets in; the bytes decide the type; limits hold; a
// document is answered only to its owner.
import { createHash } from 'node:crypto';
import { DOCUMENT_LIMITS } from '../src/domain/documents.js';
import { shopper } from './helpers/checkout-flow.js';
import { htmlPage, jpegImage, multipartBody, pdfReceipt, pngImage, svgImage, webpImage, windowsProgram } from './helpers/sample-files.js';
import { describeEachEngine, type TestApi } from './helpers/test-api.js';

const ARABIC = /[\u0600-\u06FF]/;

async function upload(api: TestApi, files: { name: string; bytes: Buffer; type?: string }[], headers: Record<string, string>, fields: Record<string, string> = {}) {
  const body = await multipartBody(files, fields);
  const res = await api.app.inject({ method: 'POST', url: '/internal/documents', headers: { 'content-type': body.contentType, ...headers }, payload: body.payload });
  return { status: res.statusCode, body: res.json() };
}

async function download(api: TestApi, id: string, headers: Record<string, string>) {
  return api.app.inject({ method: 'GET', url: `/internal/documents/${id}`, headers });
}

async function storedCount(api: TestApi, userId: number): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE user_id = $1', [userId]);
  return row!.n;
}

describeEachEngine('documents', (api) => {
  const gateway = () => ({ 'x-gateway-secret': api().config.gatewaySecret });

  it('stores a photo and a receipt for the shopper, typed by their bytes, and answers them back to the owner only', async () => {
    const owner = await shopper(api(), 'docs-owner');
    const other = await shopper(api(), 'docs-other');
    const photo = pngImage(40, 30);
    const receipt = pdfReceipt();
    const res = await upload(api(), [
      { name: 'C:\\fakepath\\صندوق التمر التالف.PNG', bytes: photo, type: 'image/png' },
      { name: 'receipt.pdf', bytes: receipt, type: 'application/pdf' },
    ], { ...gateway(), ...owner.auth });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, key: 'documents_uploaded', arMessage: expect.stringMatching(ARABIC), errors: [] });
    const [png, pdf] = res.body.documents;
    expect(png).toMatchObject({
      fileName: 'صندوق التمر التالف.png', contentType: 'image/png', size: photo.length,
      sha256: createHash('sha256').update(photo).digest('hex'), url: `/api/uploads/${png.id}`,
    });
    expect(pdf).toMatchObject({ fileName: 'receipt.pdf', contentType: 'application/pdf', size: receipt.length });
    const [row] = await api().db.query<{ user_id: number; size_bytes: number }>('SELECT user_id, size_bytes FROM documents WHERE id = $1', [Number(pdf.id)]);
    expect(row).toEqual({ user_id: owner.userId, size_bytes: receipt.length });

    const back = await download(api(), png.id, { ...gateway(), ...owner.auth });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['content-security-policy']).toContain("default-src 'none'");
    expect(decodeURIComponent(String(back.headers['x-document-name']))).toBe('صندوق التمر التالف.png');
    expect(back.rawPayload.equals(photo)).toBe(true);

    // someone else's, an unknown id, a malformed id: all not found
    for (const [id, auth] of [[png.id, other.auth], ['99999999', owner.auth], ['1;DROP', owner.auth]] as const) {
      const refused = await download(api(), id, { ...gateway(), ...auth });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, key: 'not_found', arMessage: expect.stringMatching(ARABIC) });
    }
  });

  it('accepts JPEG and WebP images', async () => {
    const s = await shopper(api(), 'docs-images');
    const res = await upload(api(), [{ name: 'shelf.jpeg', bytes: jpegImage() }, { name: 'label', bytes: webpImage() }], { ...gateway(), ...s.auth });
    expect(res.status).toBe(201);
    expect(res.body.documents.map((d: { contentType: string; fileName: string }) => [d.contentType, d.fileName])).toEqual([
      ['image/jpeg', 'shelf.jpg'],
      ['image/webp', 'label.webp'],
    ]);
  });

  it('answers only the gateway, and only for a signed-in shopper', async () => {
    const s = await shopper(api(), 'docs-door');
    const files = [{ name: 'photo.png', bytes: pngImage() }];
    const direct = await upload(api(), files, s.auth);
    expect(direct).toMatchObject({ status: 403, body: { success: false, key: 'forbidden', arMessage: expect.stringMatching(ARABIC) } });
    const wrongSecret = await upload(api(), files, { 'x-gateway-secret': 'not-the-secret-0000', ...s.auth });
    expect(wrongSecret.status).toBe(403);
    const guest = await upload(api(), files, gateway());
    expect(guest).toMatchObject({ status: 401, body: { key: 'unauthorized' } });
    const forged = await upload(api(), files, { ...gateway(), authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.c2lnbmF0dXJl' });
    expect(forged.status).toBe(401);
    expect(await storedCount(api(), s.userId)).toBe(0);

    const stored = await upload(api(), files, { ...gateway(), ...s.auth });
    const id = stored.body.documents[0].id;
    expect((await download(api(), id, s.auth)).statusCode).toBe(403);
    expect((await download(api(), id, gateway())).statusCode).toBe(401);
  });

  it('refuses files that are not what they are called, and stores none of the batch', async () => {
    const s = await shopper(api(), 'docs-types');
    const cases = [
      { name: 'photo.png', bytes: htmlPage(), type: 'image/png' },
      { name: 'logo.png', bytes: svgImage(), type: 'image/svg+xml' },
      { name: 'invoice.pdf', bytes: windowsProgram(), type: 'application/pdf' },
    ];
    for (const file of cases) {
      const res = await upload(api(), [{ name: 'real.png', bytes: pngImage() }, file], { ...gateway(), ...s.auth });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ success: false, key: 'unsupported_file_type', documents: [] });
      expect(res.body.errors).toEqual([
        { field: 'files.1', key: 'unsupported_file_type', message: expect.stringMatching(/JPEG, PNG or WebP/), arMessage: expect.stringMatching(ARABIC) },
      ]);
    }
    expect(await storedCount(api(), s.userId)).toBe(0);
  });

  it('refuses more than five files, a file over 5 MB, other fields and a body that is not multipart', async () => {
    const s = await shopper(api(), 'docs-limits');
    const headers = { ...gateway(), ...s.auth };
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `photo-${i}.png`, bytes: pngImage(2, 2, [i * 40, 90, 60]) }));
    const many = await upload(api(), six, headers);
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({ key: 'too_many_files', errors: [{ field: 'files', key: 'too_many_files', arMessage: expect.stringMatching(ARABIC) }] });

    const big = Buffer.concat([pngImage(), Buffer.alloc(DOCUMENT_LIMITS.maxBytes)]);
    const large = await upload(api(), [{ name: 'small.png', bytes: pngImage() }, { name: 'huge.png', bytes: big }], headers);
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ key: 'file_too_large', errors: [{ field: 'files.1', key: 'file_too_large', arMessage: expect.stringMatching(ARABIC) }] });

    const exactlyFive = Buffer.concat([pngImage(), Buffer.alloc(DOCUMENT_LIMITS.maxBytes - pngImage().length)]);
    const atLimit = await upload(api(), [{ name: 'five.png', bytes: exactlyFive }], headers);
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.documents[0].size).toBe(DOCUMENT_LIMITS.maxBytes);

    const withField = await upload(api(), [{ name: 'a.png', bytes: pngImage() }], headers, { note: 'hello' });
    expect(withField.status).toBe(400);
    const none = await upload(api(), [], headers);
    expect(none).toMatchObject({ status: 400, body: { key: 'invalid_input', errors: [{ field: 'files', key: 'field_required' }] } });
    const json = await api().app.inject({ method: 'POST', url: '/internal/documents', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"files":[]}' });
    expect(json.statusCode).toBe(415);
    expect(await storedCount(api(), s.userId)).toBe(1);
    // two bodies of over 5 MB, one stored: embedded PGlite takes many seconds for that on a busy machine
  }, 90_000);

  it('holds each shopper to 30 documents a day, counting a whole batch', async () => {
    const s = await shopper(api(), 'docs-quota');
    const headers = { ...gateway(), ...s.auth };
    const tiny = pngImage(1, 1);
    await api().db.query(
      `INSERT INTO documents (user_id, sha256, content_type, size_bytes, file_name, bytes)
       SELECT $1, $2, 'image/png', $3, 'earlier-' || n || '.png', $4::bytea FROM generate_series(1, $5::int) AS n`,
      [s.userId, createHash('sha256').update(tiny).digest('hex'), tiny.length, tiny, DOCUMENT_LIMITS.perDay - 2],
    );
    const three = await upload(api(), [1, 2, 3].map((i) => ({ name: `p${i}.png`, bytes: tiny })), headers);
    expect(three).toMatchObject({ status: 429, body: { key: 'upload_quota_exceeded', arMessage: expect.stringMatching(ARABIC) } });
    expect(await storedCount(api(), s.userId)).toBe(DOCUMENT_LIMITS.perDay - 2);
    const two = await upload(api(), [1, 2].map((i) => ({ name: `p${i}.png`, bytes: tiny })), headers);
    expect(two.status).toBe(201);
    expect((await upload(api(), [{ name: 'one-more.png', bytes: tiny }], headers)).status).toBe(429);
  });
});
