// Self-hosted web fonts: Noto Kufi Arabic for Arabic, Poppins for English (spec §9), cut to the
// characters the store shows (scripts/subset-fonts.ts). webpack emits them as hashed assets and gives
// us their URLs; the shell's page preloads the ones its language needs first.
// The reference carries the *.woff2 declaration into every app that compiles this source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import kufi400 from './fonts/noto-kufi-arabic-400.woff2';
import kufi600 from './fonts/noto-kufi-arabic-600.woff2';
import kufi700 from './fonts/noto-kufi-arabic-700.woff2';
import poppinsLatin400 from './fonts/poppins-latin-400.woff2';
import poppinsLatin500 from './fonts/poppins-latin-500.woff2';
import poppinsLatin600 from './fonts/poppins-latin-600.woff2';
import poppinsLatin700 from './fonts/poppins-latin-700.woff2';
import subsets from './fonts/subsets.json';

export interface FontFace {
  readonly family: 'Noto Kufi Arabic' | 'Poppins';
  readonly weight: 400 | 500 | 600 | 700;
  readonly url: string;
  /** The characters the file holds: the browser downloads it only when the page uses one of them. */
  readonly unicodeRange: string;
}

const face = (file: keyof typeof subsets, url: string): FontFace => ({
  family: subsets[file].family as FontFace['family'],
  weight: subsets[file].weight as FontFace['weight'],
  url,
  unicodeRange: subsets[file].unicodeRange,
});

export const fontFaces: readonly FontFace[] = [
  face('noto-kufi-arabic-400.woff2', kufi400),
  face('noto-kufi-arabic-600.woff2', kufi600),
  face('noto-kufi-arabic-700.woff2', kufi700),
  face('poppins-latin-400.woff2', poppinsLatin400),
  face('poppins-latin-500.woff2', poppinsLatin500),
  face('poppins-latin-600.woff2', poppinsLatin600),
  face('poppins-latin-700.woff2', poppinsLatin700),
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
