// The build refuses an app whose translations lack a key in one language.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const { TranslationParityPlugin } = require('./translation-parity-plugin.cjs') as {
  TranslationParityPlugin: new (dir: string) => webpack.WebpackPluginInstance;
};

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function appWith(ar: object, en: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-'));
  made.push(dir);
  for (const [language, content] of [['ar', ar], ['en', en]] as const) {
    fs.mkdirSync(path.join(dir, 'src', 'locales', language), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src', 'locales', language, 'cart.json'), JSON.stringify(content));
  }
  fs.writeFileSync(path.join(dir, 'src', 'index.js'), 'export const ready = true;\n');
  return dir;
}

function build(dir: string): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new TranslationParityPlugin(dir)],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    });
  });
}

describe('TranslationParityPlugin', () => {
  it('fails the build naming a key present in Arabic only', async () => {
    const stats = await build(appWith({ cart_title: 'سلتك', cart_empty: 'السلة فارغة' }, { cart_title: 'Your cart' }));
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message)).toEqual([
      expect.stringContaining('"cart_empty" is in Arabic only'),
    ]);
  });

  it('lets a build with matching keys through', async () => {
    const stats = await build(appWith({ cart_title: 'سلتك' }, { cart_title: 'Your cart' }));
    expect(stats.hasErrors()).toBe(false);
  });
});
