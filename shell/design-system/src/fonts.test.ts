// The served fonts are subsets (scripts/subset-fonts.ts): each must hold every character the store
// shows in its range — a translation or catalogue name with a new character fails here until the
// fonts are cut again (npm run subset-fonts -w design-system).
import fs from 'node:fs';
import path from 'node:path';
import { charactersOf, FONT_SOURCES, rangeTest, seedFiles, translationFiles } from '../scripts/font-characters';
import { fontFaceCss, fontFaces } from './fonts';
import subsets from './fonts/subsets.json';

const fontsDir = path.join(__dirname, 'fonts');
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the subset fonts', () => {
  it('has a file and a unicode range for every font the store serves', () => {
    expect(Object.keys(subsets).sort()).toEqual(FONT_SOURCES.map((source) => source.out).sort());
    for (const source of FONT_SOURCES) {
      const file = path.join(fontsDir, source.out);
      // woff2 files start with the signature wOF2
      expect(fs.readFileSync(file).subarray(0, 4).toString('latin1'), source.out).toBe('wOF2');
    }
  });

  it.each([
    ['translations', translationFiles],
    ['seed catalogue', seedFiles],
  ] as const)('covers every character of the %s that the original fonts draw', (_what, files) => {
    const list = files();
    expect(list.length).toBeGreaterThan(0);
    const characters = [...charactersOf(list)];
    for (const source of FONT_SOURCES) {
      const subset = rangeTest(subsets[source.out as keyof typeof subsets].unicodeRange);
      const missing = characters.filter((char) => source.covers(char.codePointAt(0)!) && !subset(char.codePointAt(0)!));
      expect(missing.map(hex), `${source.out} lacks characters: run npm run subset-fonts -w design-system`).toEqual([]);
    }
  });

  it('keeps the whole Arabic alphabet, so names sellers type still show in Kufi', () => {
    const arabic = rangeTest(subsets['noto-kufi-arabic-400.woff2'].unicodeRange);
    for (let point = 0x0621; point <= 0x063a; point++) expect(arabic(point), hex(String.fromCodePoint(point))).toBe(true);
    for (let point = 0x0641; point <= 0x064a; point++) expect(arabic(point), hex(String.fromCodePoint(point))).toBe(true);
    // Arabic-Indic digits
    for (let point = 0x0660; point <= 0x0669; point++) expect(arabic(point)).toBe(true);
  });

  it('declares each face with swap and its subset range', () => {
    expect(fontFaces).toHaveLength(FONT_SOURCES.length);
    expect(fontFaceCss.match(/font-display: swap/g)).toHaveLength(FONT_SOURCES.length);
    for (const face of fontFaces) expect(fontFaceCss).toContain(`unicode-range: ${face.unicodeRange};`);
  });
});
