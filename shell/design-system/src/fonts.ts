// Self-hosted web fonts: Noto Kufi Arabic for Arabic, Poppins for English (spec §9). The woff2 files
// come from the @fontsource packages; webpack emits them as hashed assets and gives us their URLs.
// The reference carries the *.woff2 declaration into every app that compiles this source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import kufiArabic400 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-400-normal.woff2';
import kufiArabic600 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-600-normal.woff2';
import kufiArabic700 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2';
import kufiLatin400 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-400-normal.woff2';
import kufiLatin600 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-600-normal.woff2';
import kufiLatin700 from '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-700-normal.woff2';
import kufiRanges from '@fontsource/noto-kufi-arabic/unicode.json';
import poppinsLatin400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2';
import poppinsLatin500 from '@fontsource/poppins/files/poppins-latin-500-normal.woff2';
import poppinsLatin600 from '@fontsource/poppins/files/poppins-latin-600-normal.woff2';
import poppinsLatin700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2';
import poppinsRanges from '@fontsource/poppins/unicode.json';

export interface FontFace {
  readonly family: 'Noto Kufi Arabic' | 'Poppins';
  readonly weight: 400 | 500 | 600 | 700;
  readonly url: string;
  /** Lets the browser download a subset only when the page uses its characters. */
  readonly unicodeRange: string;
}

export const fontFaces: readonly FontFace[] = [
  { family: 'Noto Kufi Arabic', weight: 400, url: kufiArabic400, unicodeRange: kufiRanges.arabic },
  { family: 'Noto Kufi Arabic', weight: 600, url: kufiArabic600, unicodeRange: kufiRanges.arabic },
  { family: 'Noto Kufi Arabic', weight: 700, url: kufiArabic700, unicodeRange: kufiRanges.arabic },
  { family: 'Noto Kufi Arabic', weight: 400, url: kufiLatin400, unicodeRange: kufiRanges.latin },
  { family: 'Noto Kufi Arabic', weight: 600, url: kufiLatin600, unicodeRange: kufiRanges.latin },
  { family: 'Noto Kufi Arabic', weight: 700, url: kufiLatin700, unicodeRange: kufiRanges.latin },
  { family: 'Poppins', weight: 400, url: poppinsLatin400, unicodeRange: poppinsRanges.latin },
  { family: 'Poppins', weight: 500, url: poppinsLatin500, unicodeRange: poppinsRanges.latin },
  { family: 'Poppins', weight: 600, url: poppinsLatin600, unicodeRange: poppinsRanges.latin },
  { family: 'Poppins', weight: 700, url: poppinsLatin700, unicodeRange: poppinsRanges.latin },
];

/** The @font-face rules; `swap` shows fallback text at once instead of invisible text. */
export const fontFaceCss: string = fontFaces
  .map(
    ({ family, weight, url, unicodeRange }) => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(${JSON.stringify(url)}) format('woff2');
  unicode-range: ${unicodeRange};
}`,
  )
  .join('\n');
