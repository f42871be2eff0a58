// Renders inside the design system, as every app root does.
import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement } from 'react';
import { DesignSystemProvider, type Direction } from './provider';

export function renderWithDesignSystem(ui: ReactElement, { dir = 'ltr', ...options }: RenderOptions & { dir?: Direction } = {}) {
  return render(ui, {
    wrapper: ({ children }) => <DesignSystemProvider dir={dir}>{children}</DesignSystemProvider>,
    ...options,
  });
}

/** All CSS that styled-components has injected into the document so far. */
export function injectedCss(): string {
  return Array.from(document.head.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

/** The injected rule bodies that apply to one of `element`'s classes. */
export function cssFor(element: Element): string {
  const css = injectedCss();
  return Array.from(element.classList)
    .flatMap((name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n');
}
