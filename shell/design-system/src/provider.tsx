// Every React root of every app wraps itself in DesignSystemProvider: the theme, plus the RTL
// plugin for Arabic so CSS is written once, in LTR or logical terms, and flips.
import { type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { type Middleware } from 'stylis';
import { rtlWhereNeeded } from './rtl';
import { theme } from './theme';

export type Direction = 'rtl' | 'ltr';

// Stable arrays: a new array on every render would rebuild the stylis instance each time.
const RTL_PLUGINS: Middleware[] = [rtlWhereNeeded];
const LTR_PLUGINS: Middleware[] = [];

export interface DesignSystemProviderProps {
  /** The page direction: 'rtl' for Arabic, 'ltr' for English. */
  dir: Direction;
  children?: ReactNode;
}

export function DesignSystemProvider({ dir, children }: DesignSystemProviderProps) {
  return (
    // Keyed by direction so a language switch remounts the tree and every component, global
    // styles included, renders its CSS again through the new plugin list.
    <StyleSheetManager key={dir} stylisPlugins={dir === 'rtl' ? RTL_PLUGINS : LTR_PLUGINS}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </StyleSheetManager>
  );
}
