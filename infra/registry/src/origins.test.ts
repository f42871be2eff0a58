import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { storeConfig } from './config';
import { buildOrigin } from './origins';

describe('remote origin', () => {
  it('serves a version folder cross-origin, immutable, pre-compressed when the browser accepts it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'origin-'));
    const config = storeConfig({ NODE_ENV: 'test', STORE_VAR_DIR: dir });
    const version = path.join(config.releasesDir, 'mf-cart', 'v1');
    fs.mkdirSync(version, { recursive: true });
    const body = 'console.log("cart");'.repeat(100);
    fs.writeFileSync(path.join(version, 'remoteEntry.js'), body);
    fs.writeFileSync(path.join(version, 'remoteEntry.js.br'), zlib.brotliCompressSync(body));
    const app = await buildOrigin(config, 'mf-cart');

    const compressed = await app.inject({ url: '/v1/remoteEntry.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers['access-control-allow-origin']).toBe('*');
    expect(String(compressed.headers['cache-control'])).toContain('immutable');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(body);

    const plain = await app.inject({ url: '/v1/remoteEntry.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);

    expect((await app.inject({ url: '/v2/remoteEntry.js' })).statusCode).toBe(404);
    // the record of what v1 was built from sits beside the folder and is not served
    fs.writeFileSync(`${version}.inputs.json`, '{"inputs":"abc"}');
    expect((await app.inject({ url: '/v1.inputs.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/v1/remoteEntry.js' })).statusCode).toBe(200);
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
