import { Fragment } from 'react';
import type { HighlightRange } from './search-api';

/** Splits text at the highlight ranges; matches become <mark> elements, never injected HTML. */
export function splitHighlights(text: string, ranges: HighlightRange[]): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  for (const range of sorted) {
    const start = Math.max(range.start, at);
    const end = Math.min(range.end, text.length);
    if (start >= end) continue;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

export function HighlightedText({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  return (
    <>
      {splitHighlights(text, ranges).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
