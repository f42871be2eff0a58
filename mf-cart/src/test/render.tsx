// Renders inside the design system, as the app root and the catalog's pages do.
import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement } from 'react';
import { DesignSystemProvider, type Direction } from 'design-system';

export function renderInStore(ui: ReactElement, { dir = 'ltr', ...options }: RenderOptions & { dir?: Direction } = {}) {
  return render(ui, { wrapper: ({ children }) => <DesignSystemProvider dir={dir}>{children}</DesignSystemProvider>, ...options });
}
