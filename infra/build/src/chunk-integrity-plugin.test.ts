// The chunk digests a remote's entry carries match the chunks as written, and its script loader
// sets them on the chunks it loads.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.cjs';

function build(dir: string): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { remoteEntry: './entry.js' },
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', publicPath: 'auto', crossOriginLoading: 'anonymous' },
        plugins: [new ChunkIntegrityPlugin({ tableName: '__SRI_mf_probe__' })],
        devtool: false,
      },
      (error, stats) => (error || !stats ? reject(error) : stats.hasErrors() ? reject(new Error(stats.toString())) : resolve(stats)),
    );
  });
}

it('writes each chunk’s sha384 into the entry and sets it on the chunk’s script', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-integrity-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.js'), "export const load = () => import('./card-form.js');\n");
    fs.writeFileSync(path.join(dir, 'card-form.js'), "export const luhn = (digits) => digits.split('').reverse().reduce((s, d, i) => s + (i % 2 ? ((d * 2) % 9 || 9) : +d), 0) % 10 === 0;\n");
    await build(dir);
    const out = path.join(dir, 'dist');
    const chunk = fs.readdirSync(out).find((file) => file !== 'remoteEntry.js' && file.endsWith('.js'))!;
    const entry = fs.readFileSync(path.join(out, 'remoteEntry.js'), 'utf8');
    const table = JSON.parse(/^var __SRI_mf_probe__ = (\{.*\});/.exec(entry)![1]!) as Record<string, string>;
    expect(table).toEqual({ [chunk]: `sha384-${createHash('sha384').update(fs.readFileSync(path.join(out, chunk))).digest('base64')}` });
    expect(entry).toContain('__SRI_mf_probe__');
    expect(entry).toMatch(/\.integrity=/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
