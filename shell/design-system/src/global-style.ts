// Page-wide CSS: fonts, a minimal reset and focus outlines. Rendered once, by the shell.
import { createGlobalStyle } from 'styled-components';
import { fontFaceCss } from './fonts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaceCss}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Arabic first: the Arabic face applies until lang says otherwise. */
    font-family: ${({ theme }) => theme.fonts.arabic};
  }

  html:lang(en) {
    font-family: ${({ theme }) => theme.fonts.english};
  }

  /* Islands in the other language (a product name, a phone number) keep their own face. */
  [lang]:lang(ar) {
    font-family: ${({ theme }) => theme.fonts.arabic};
  }

  [lang]:lang(en) {
    font-family: ${({ theme }) => theme.fonts.english};
  }

  body {
    margin: 0;
    min-height: 100vh;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text.primary};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd {
    margin: 0;
  }

  img, picture, svg, video, canvas {
    display: block;
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
