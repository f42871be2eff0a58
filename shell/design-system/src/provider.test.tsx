import { render, screen } from '@testing-library/react';
import styled, { createGlobalStyle, useTheme } from 'styled-components';
import { GlobalStyle } from './global-style';
import { DesignSystemProvider } from './provider';
import { cssFor, injectedCss } from './test-utils';
import { theme } from './theme';

// Written in LTR terms, as every component in the apps is.
const Indented = styled.div`
  margin-left: 8px;
  padding-right: 4px;
`;

function Swatch() {
  const current = useTheme();
  return <p>{current.colors.primary}</p>;
}

describe('DesignSystemProvider', () => {
  it('provides the theme', () => {
    render(
      <DesignSystemProvider dir="ltr">
        <Swatch />
      </DesignSystemProvider>,
    );

    expect(screen.getByText('rgb(0, 153, 255)')).toBeInTheDocument();
    expect(theme.colors.secondary).toBe('rgb(255, 164, 0)');
  });

  it('keeps LTR CSS as written', () => {
    render(
      <DesignSystemProvider dir="ltr">
        <Indented>ltr</Indented>
      </DesignSystemProvider>,
    );
    const css = cssFor(screen.getByText('ltr'));

    expect(css).toContain('margin-left:8px');
    expect(css).toContain('padding-right:4px');
    expect(css).not.toContain('margin-right');
  });

  it('flips CSS for right-to-left', () => {
    render(
      <DesignSystemProvider dir="rtl">
        <Indented>rtl</Indented>
      </DesignSystemProvider>,
    );
    const css = cssFor(screen.getByText('rtl'));

    expect(css).toContain('margin-right:8px');
    expect(css).toContain('padding-left:4px');
    expect(css).not.toContain('margin-left');
  });

  it('injects the other direction when dir switches on the same root', () => {
    const { rerender } = render(
      <DesignSystemProvider dir="ltr">
        <Indented>switching</Indented>
      </DesignSystemProvider>,
    );
    expect(cssFor(screen.getByText('switching'))).toContain('margin-left:8px');

    rerender(
      <DesignSystemProvider dir="rtl">
        <Indented>switching</Indented>
      </DesignSystemProvider>,
    );
    const rtlCss = cssFor(screen.getByText('switching'));
    expect(rtlCss).toContain('margin-right:8px');
    expect(rtlCss).not.toContain('margin-left');

    rerender(
      <DesignSystemProvider dir="ltr">
        <Indented>switching</Indented>
      </DesignSystemProvider>,
    );
    expect(cssFor(screen.getByText('switching'))).toContain('margin-left:8px');
  });

  it('re-renders global styles through the new direction too', () => {
    const PageGutter = createGlobalStyle`
      body {
        padding-left: 3px;
      }
    `;
    const { rerender } = render(
      <DesignSystemProvider dir="ltr">
        <PageGutter />
      </DesignSystemProvider>,
    );
    expect(injectedCss()).toContain('body{padding-left:3px;}');

    rerender(
      <DesignSystemProvider dir="rtl">
        <PageGutter />
      </DesignSystemProvider>,
    );
    expect(injectedCss()).toContain('body{padding-right:3px;}');
    expect(injectedCss()).not.toContain('body{padding-left:3px;}');
  });

  it('lets both directions live side by side on one page', () => {
    render(
      <>
        <DesignSystemProvider dir="rtl">
          <Indented>arabic root</Indented>
        </DesignSystemProvider>
        <DesignSystemProvider dir="ltr">
          <Indented>english root</Indented>
        </DesignSystemProvider>
      </>,
    );

    expect(cssFor(screen.getByText('arabic root'))).toContain('margin-right:8px');
    expect(cssFor(screen.getByText('english root'))).toContain('margin-left:8px');
  });
});

describe('GlobalStyle', () => {
  it('declares the self-hosted fonts with swap and their unicode ranges', () => {
    render(
      <DesignSystemProvider dir="rtl">
        <GlobalStyle />
      </DesignSystemProvider>,
    );
    const css = injectedCss();
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];

    expect(faces).toHaveLength(7);
    // one Kufi file per weight draws an Arabic page's Arabic and Latin alike
    expect(faces.filter((face) => face.includes("font-family:'Noto Kufi Arabic'"))).toHaveLength(3);
    expect(faces.filter((face) => face.includes("font-family:'Poppins'"))).toHaveLength(4);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toContain("format('woff2')");
      expect(face).toMatch(/unicode-range:U\+/);
    }
    // the Arabic faces hold the Arabic alphabet (the subset the store uses, not the whole block)
    expect(faces.some((face) => /unicode-range:[^;]*U\+0621-063A/.test(face))).toBe(true);
    const kufi = faces.filter((face) => face.includes("font-family:'Noto Kufi Arabic'"));
    for (const face of kufi) expect(face).toMatch(/unicode-range:U\+0020-007E,[^;]*U\+0621-063A/);
  });

  it('chooses the body font from the language on <html>', () => {
    render(
      <DesignSystemProvider dir="ltr">
        <GlobalStyle />
      </DesignSystemProvider>,
    );
    const css = injectedCss();

    expect(css).toMatch(/html\{[^}]*font-family:'Noto Kufi Arabic'/);
    expect(css).toMatch(/html:lang\(en\)\{font-family:'Poppins'/);
    expect(css).toMatch(/:focus-visible\{outline:3px solid/);
  });
});
