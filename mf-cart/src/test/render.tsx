// Renders inside the design system and the cart's GraphQL client (a fresh cache per render, the
// stubbed fetch behind it), as the app root and the catalog's pages do.
import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement } from 'react';
import { DesignSystemProvider, type Direction } from 'design-system';
import { GraphQLTestProvider } from 'remote-kit/testing';
import { cartCachePolicy } from '../api/cache-policy';

export function renderInStore(ui: ReactElement, { dir = 'ltr', ...options }: RenderOptions & { dir?: Direction } = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <DesignSystemProvider dir={dir}>
        <GraphQLTestProvider policy={cartCachePolicy}>{children}</GraphQLTestProvider>
      </DesignSystemProvider>
    ),
    ...options,
  });
}
