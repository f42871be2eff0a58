// Subsets the store's web fonts to the characters the store shows: every character of every
// translation file, every name in the seed catalogue, the whole Arabic alphabet with its marks and
// digits (names sellers type), and printable Latin-1 with common punctuation. Writes the woff2 files
// and their unicode ranges to src/fonts/ (fonts.ts serves them). Run after adding translations with
// new characters (fonts.test.ts says when):
//
//   npm run subset-fonts -w design-system   (node --import tsx scripts/subset-fonts.ts)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FONT_SOURCES, storeCharacters } from './font-characters';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', 'src', 'fonts');
const require = createRequire(import.meta.url);

/** Code points as a CSS unicode-range: U+0020-007E,U+00A0-00FF,… */
export function toUnicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

async function main() {
  const characters = storeCharacters();
  fs.mkdirSync(outDir, { recursive: true });
  const manifest: Record<string, { family: string; weight: number; unicodeRange: string }> = {};
  let before = 0;
  let after = 0;
  for (const source of FONT_SOURCES) {
    const input = fs.readFileSync(require.resolve(source.file));
    const points = [...characters].map((char) => char.codePointAt(0)!).filter((point) => source.covers(point));
    const text = String.fromCodePoint(...points);
    const output = await subsetFont(input, text, { targetFormat: 'woff2' });
    fs.writeFileSync(path.join(outDir, source.out), output);
    manifest[source.out] = { family: source.family, weight: source.weight, unicodeRange: toUnicodeRange(points) };
    before += input.length;
    after += output.length;
    console.log(`${source.out}: ${input.length} → ${output.length} bytes, ${points.length} characters`);
  }
  fs.writeFileSync(path.join(outDir, 'subsets.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`all fonts: ${before} → ${after} bytes`);
}

void main();
