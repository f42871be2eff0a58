// The characters the store's fonts must draw, and the font files they are cut from. Shared by the
// subsetting script and by fonts.test.ts, which fails when a translation brings a character the
// subset lacks.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '..', 'package.json'));
const repoRoot = path.resolve(here, '..', '..', '..');

/** Parses a CSS unicode-range ("U+0600-06FF,U+200C") into a membership test. */
export function rangeTest(unicodeRange: string): (point: number) => boolean {
  const ranges = unicodeRange.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
  });
  return (point) => ranges.some(([from, to]) => point >= from && point <= to);
}

const kufiRanges = require('@fontsource/noto-kufi-arabic/unicode.json') as Record<string, string>;
const poppinsRanges = require('@fontsource/poppins/unicode.json') as Record<string, string>;
const arabic = rangeTest(kufiRanges.arabic!);
const kufiLatin = rangeTest(kufiRanges.latin!);
const poppinsLatin = rangeTest(poppinsRanges.latin!);

export interface FontSource {
  family: 'Noto Kufi Arabic' | 'Poppins';
  weight: 400 | 500 | 600 | 700;
  /** the packaged file it is cut from */
  file: string;
  /** the file written to src/fonts/ */
  out: string;
  /** the code points the original file is meant for (its unicode-range) */
  covers: (point: number) => boolean;
}

// Noto Kufi Arabic is cut from Google Fonts' whole face (Arabic and Latin in one file), so a page in
// Arabic fetches one file per weight: @fontsource splits the face into an Arabic and a Latin file, and
// an Arabic page needed both (spaces, digits and the dots of "ر.س." sit in the Latin one), each pair
// arriving apart and laying the page out again.
const KUFI_STYLE = { 400: '400Regular', 600: '600SemiBold', 700: '700Bold' } as const;
const kufi = (weight: keyof typeof KUFI_STYLE): FontSource => ({
  family: 'Noto Kufi Arabic',
  weight,
  file: `@expo-google-fonts/noto-kufi-arabic/${KUFI_STYLE[weight]}/NotoKufiArabic_${KUFI_STYLE[weight]}.ttf`,
  out: `noto-kufi-arabic-${weight}.woff2`,
  covers: (point) => arabic(point) || kufiLatin(point),
});
const poppins = (weight: FontSource['weight']): FontSource => ({
  family: 'Poppins',
  weight,
  file: `@fontsource/poppins/files/poppins-latin-${weight}-normal.woff2`,
  out: `poppins-latin-${weight}.woff2`,
  covers: poppinsLatin,
});

/** Each served font file: the file it is cut from and the code points it may hold. */
export const FONT_SOURCES: readonly FontSource[] = [
  kufi(400),
  kufi(600),
  kufi(700),
  poppins(400),
  poppins(500),
  poppins(600),
  poppins(700),
];

const span = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/**
 * Characters any shopper-facing text may hold beyond what the repository says: the Arabic alphabet,
 * its marks, tatweel, digits and punctuation, the letters often used in transliterated brand names
 * (پ چ ژ ڤ ک گ ی), printable Latin-1 and common typography.
 */
export const BASE_CHARACTERS: readonly string[] = [
  ...span(0x0020, 0x007e),
  ...span(0x00a0, 0x00ff),
  '\u060C', '\u061B', '\u061F',
  ...span(0x0621, 0x063a),
  ...span(0x0640, 0x0655),
  ...span(0x0660, 0x066d),
  '\u0670', '\u0671', '\u067E', '\u0686', '\u0698', '\u06A4', '\u06A9', '\u06AF', '\u06CC',
  ...span(0x200c, 0x200f),
  '\u2013', '\u2014', '\u2018', '\u2019', '\u201C', '\u201D', '\u2022', '\u2026', '\u2039', '\u203A', '\u20AC', '\u2122', '\u2212',
];

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, found);
    else if (keep(full)) found.push(full);
  }
  return found;
}

/** Every translation file of the apps (locales/<ar|en>/<namespace>.json). */
export function translationFiles(): string[] {
  return ['shell', 'mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'].flatMap((app) =>
    walk(path.join(repoRoot, app), (file) => /[\\/]locales[\\/](ar|en)[\\/][^\\/]+\.json$/.test(file)),
  );
}

/** The seed catalogue's sources: its product, category, brand and seller names. */
export function seedFiles(): string[] {
  return walk(path.join(repoRoot, 'infra', 'api', 'src', 'seed'), (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
}

/** The characters of a set of files (all their text: JSON values and keys alike). */
export function charactersOf(files: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) for (const char of fs.readFileSync(file, 'utf8')) if (char >= ' ') found.add(char);
  return found;
}

/** Every character the fonts are cut to. */
export function storeCharacters(): Set<string> {
  return new Set([...BASE_CHARACTERS, ...charactersOf(translationFiles()), ...charactersOf(seedFiles())]);
}
