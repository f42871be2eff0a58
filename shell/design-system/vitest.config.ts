import { createRequire } from 'node:module';
import { mergeConfig } from 'vitest/config';
import { webProject } from '../../infra/build/src/vitest/web-project';

// Vitest resolves packages with Node conditions, which picks styled-components' server build; that
// build never injects createGlobalStyle rules into a DOM. webpack uses the browser build, so do we.
const styledComponentsBrowser = createRequire(import.meta.url).resolve(
  'styled-components/dist/styled-components.browser.esm.js',
);

export default mergeConfig(webProject('design-system'), {
  resolve: {
    alias: [{ find: /^styled-components$/, replacement: styledComponentsBrowser }],
  },
});
