// Arabic-aware text normalisation for search; the database function storefront_normalise does the same.

const LETTER_MAP: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا',
  'ة': 'ه',
  'ى': 'ي', 'ی': 'ي',
  'ک': 'ك',
};
for (let d = 0; d < 10; d += 1) {
  LETTER_MAP[String.fromCharCode(0x0660 + d)] = String(d);
  LETTER_MAP[String.fromCharCode(0x06f0 + d)] = String(d);
}

/** Harakat (U+064B–U+065F), superscript alef (U+0670) and tatweel (U+0640) are dropped. */
function isDropped(code: number): boolean {
  return (code >= 0x064b && code <= 0x065f) || code === 0x0670 || code === 0x0640;
}

function isKept(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0xe0 && code <= 0xff) ||
    (code >= 0x0621 && code <= 0x064a)
  );
}

export interface NormalisedText {
  text: string;
  /** For each UTF-16 unit of text, the index of the source unit it came from. */
  sourceIndex: number[];
}

/** Normalises and remembers where every output character came from (used to highlight the original). */
export function normaliseWithMap(input: string): NormalisedText {
  let text = '';
  const sourceIndex: number[] = [];
  let pendingSpace = false;
  for (let i = 0; i < input.length; i += 1) {
    let ch = input[i]!;
    let code = ch.charCodeAt(0);
    if (code >= 0x41 && code <= 0x5a) {
      ch = String.fromCharCode(code + 32);
      code += 32;
    }
    if (isDropped(code)) continue;
    const mapped = LETTER_MAP[ch];
    if (mapped) {
      ch = mapped;
      code = ch.charCodeAt(0);
    }
    if (!isKept(code)) {
      pendingSpace = text.length > 0;
      continue;
    }
    if (pendingSpace) {
      text += ' ';
      sourceIndex.push(i);
      pendingSpace = false;
    }
    text += ch;
    sourceIndex.push(i);
  }
  return { text, sourceIndex };
}

export function normaliseArabic(input: string): string {
  return normaliseWithMap(input).text;
}

const ARTICLE = /^(وال|بال|كال|فال|لل|ال)/;

/** A normalised word without a leading Arabic article, or null when it has none worth removing. */
export function stripArticle(word: string): string | null {
  const stripped = word.replace(ARTICLE, '');
  return stripped !== word && stripped.length > 1 ? stripped : null;
}

/** Query words: normalised, each also without its article, longest first is not needed. */
export function queryTokens(query: string, maxTokens = 8): string[] {
  const words = normaliseArabic(query).split(' ').filter((w) => w.length > 0);
  const tokens: string[] = [];
  for (const word of words) {
    const token = stripArticle(word) ?? word;
    if (!tokens.includes(token)) tokens.push(token);
    if (tokens.length === maxTokens) break;
  }
  return tokens;
}

/** Damerau–Levenshtein (optimal string alignment) distance, stopping early past max. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i += 1) {
    const current = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return prev[cols - 1]!;
}

/** Typos forgiven for a query token of this length. */
export function allowedTypos(token: string): number {
  if (token.length >= 8) return 2;
  if (token.length >= 4) return 1;
  return 0;
}
