import { highlightHtml, highlightRanges } from './highlight.js';

describe('highlight', () => {
  it('marks typed prefixes in the original text, across the article and diacritics', () => {
    const text = 'الحَليب الطازج';
    const ranges = highlightRanges(text, ['حل'], new Set());
    expect(ranges).toEqual([{ start: 2, end: 5 }]);
    expect(text.slice(2, 5)).toBe('حَل');
  });

  it('marks whole words reached through a typo', () => {
    expect(highlightRanges('Fresh Milk', ['mlik'], new Set(['milk']))).toEqual([{ start: 6, end: 10 }]);
  });

  it('escapes everything but the highlight tag', () => {
    const text = '<b>Milk</b> & "co"';
    const html = highlightHtml(text, highlightRanges(text, ['milk'], new Set()));
    expect(html).toBe('&#60;b&#62;<em>Milk</em>&#60;/b&#62; &#38; &#34;co&#34;');
  });
});
