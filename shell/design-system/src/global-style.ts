// Page-wide CSS: fonts, a minimal reset and focus outlines. The gateway's page carries it as a plain
// <style> (`pageCss`, written by the shell's server render) that nothing in the browser touches again;
// the shell's root renders `GlobalStyle` only on a page without it. A global style that styled-
// components mounts is removed and inserted again on every mount, and its @font-face and universal
// rules make the browser restyle, re-match fonts and lay out the whole page each time.
import { createGlobalStyle } from 'styled-components';
import { fontFaceCss } from './fonts';
import { theme as defaultTheme } from './theme';

/** Marks the page's own <style> of `pageCss`. */
export const PAGE_CSS_ATTRIBUTE = 'data-page-css';

/** What of the theme the page-wide CSS reads. */
export interface PageCssTheme {
  fonts: { arabic: string; english: string };
  lineHeights: { normal: number };
  colors: { text: { primary: string }; background: string; focus: string };
}

/** The page-wide CSS as plain text, for the theme given. */
export function pageCss(theme: PageCssTheme = defaultTheme): string {
  return `${fontFaceCss}
*, *::before, *::after { box-sizing: border-box; }
html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  /* Light unless the shopper chose otherwise (colour-mode.ts pins it on the element). */
  color-scheme: light;
  /* Arabic first: the Arabic face applies until lang says otherwise. */
  font-family: ${theme.fonts.arabic};
}
html:lang(en) { font-family: ${theme.fonts.english}; }
/* Islands in the other language (a product name, a phone number) keep their own face. */
[lang]:lang(ar) { font-family: ${theme.fonts.arabic}; }
[lang]:lang(en) { font-family: ${theme.fonts.english}; }
body {
  margin: 0;
  min-height: 100vh;
  line-height: ${theme.lineHeights.normal};
  color: ${theme.colors.text.primary};
  background: ${theme.colors.background};
  -webkit-font-smoothing: antialiased;
}
h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }
img, picture, svg, video, canvas { display: block; max-width: 100%; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;
}

/** The page's <style> element of `pageCss`, as markup. */
export function pageStyleTag(theme: PageCssTheme = defaultTheme): string {
  return `<style ${PAGE_CSS_ATTRIBUTE}>${pageCss(theme)}</style>`;
}

/** The same CSS through styled-components, for a page that lacks the page's own <style>. */
export const GlobalStyle = createGlobalStyle`
  ${({ theme }) => pageCss(theme)}
`;
