import { fontFaces } from './fonts';
import { pageCss, pageStyleTag, PAGE_CSS_ATTRIBUTE } from './global-style';
import { theme } from './theme';

describe('pageCss', () => {
  it('declares every self-hosted face once, with swap', () => {
    const css = pageCss();
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];

    expect(faces).toHaveLength(fontFaces.length);
    for (const face of fontFaces) expect(css).toContain(`src: url(${JSON.stringify(face.url)}) format('woff2')`);
    expect(faces.every((face) => face.includes('font-display: swap'))).toBe(true);
  });

  it('sets the faces by language, the page colours and the focus outline from the theme', () => {
    const css = pageCss({ ...theme, colors: { ...theme.colors, focus: '#123456', background: '#fafafa' } });

    expect(css).toContain(`font-family: ${theme.fonts.arabic}`);
    expect(css).toContain(`html:lang(en) { font-family: ${theme.fonts.english}; }`);
    expect(css).toContain('background: #fafafa');
    expect(css).toContain(':focus-visible { outline: 3px solid #123456;');
    expect(css).toContain('color-scheme: light');
  });

  it('is balanced plain CSS, with no nesting left for a preprocessor', () => {
    const css = pageCss();

    expect(css.split('{').length).toBe(css.split('}').length);
    expect(css).not.toContain('&');
  });
});

describe('pageStyleTag', () => {
  it('wraps the CSS in a <style> the browser can find and leave alone', () => {
    const tag = pageStyleTag();

    expect(tag.startsWith(`<style ${PAGE_CSS_ATTRIBUTE}>`)).toBe(true);
    expect(tag.endsWith('</style>')).toBe(true);
    expect(tag).toContain(pageCss());
    expect(tag).not.toContain('data-styled');
  });
});
