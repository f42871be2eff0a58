// Highlight ranges for search suggestions, computed on the normalised text and mapped back to the original.
import { normaliseWithMap, stripArticle } from './normalise-arabic.js';

/** UTF-16 offsets into the original text; end is exclusive. */
export interface HighlightRange {
  start: number;
  end: number;
}

const COMBINING = /[\u064B-\u065F\u0670\u0640]/;

export function highlightRanges(text: string, tokens: readonly string[], fuzzyTerms: ReadonlySet<string>): HighlightRange[] {
  const { text: normalised, sourceIndex } = normaliseWithMap(text);
  const ranges: HighlightRange[] = [];
  const toSource = (from: number, to: number): HighlightRange => {
    const start = sourceIndex[from]!;
    let end = sourceIndex[to - 1]! + 1;
    // keep the marks that sit on the last highlighted letter
    while (end < text.length && COMBINING.test(text[end]!)) end += 1;
    return { start, end };
  };
  let offset = 0;
  for (const word of normalised.split(' ')) {
    const stripped = stripArticle(word);
    const strippedAt = stripped ? offset + word.length - stripped.length : offset;
    for (const token of tokens) {
      if (word.startsWith(token)) ranges.push(toSource(offset, offset + token.length));
      else if (stripped?.startsWith(token)) ranges.push(toSource(strippedAt, strippedAt + token.length));
      else if (fuzzyTerms.has(word)) ranges.push(toSource(offset, offset + word.length));
      else if (stripped && fuzzyTerms.has(stripped)) ranges.push(toSource(strippedAt, strippedAt + stripped.length));
    }
    offset += word.length + 1;
  }
  return mergeRanges(ranges);
}

export function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** HTML kept for older clients: everything escaped, only <em> added around the ranges. */
export function highlightHtml(text: string, ranges: readonly HighlightRange[]): string {
  let html = '';
  let at = 0;
  for (const range of ranges) {
    html += escapeHtml(text.slice(at, range.start));
    html += `<em>${escapeHtml(text.slice(range.start, range.end))}</em>`;
    at = range.end;
  }
  return html + escapeHtml(text.slice(at));
}
