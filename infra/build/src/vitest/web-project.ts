// Shared Vitest settings for a browser workspace (jsdom, React automatic runtime, asset stubs).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const assetStub = fileURLToPath(new URL('./asset-stub.ts', import.meta.url));
const setup = fileURLToPath(new URL('./web-setup.ts', import.meta.url));
// Vitest resolves packages with Node conditions, which picks styled-components' server build; that
// build never injects styles into the DOM. webpack uses the browser build, so do the tests.
const styledComponentsBrowser = createRequire(import.meta.url).resolve('styled-components/dist/styled-components.browser.esm.js');

export function webProject(name: string) {
  return defineProject({
    esbuild: { jsx: 'automatic' },
    resolve: {
      alias: [
        { find: /^.+\.(woff2?|png|svg|jpg|webp)$/, replacement: assetStub },
        { find: /^styled-components$/, replacement: styledComponentsBrowser },
      ],
    },
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      setupFiles: [setup],
      include: ['src/**/*.test.{ts,tsx}'],
      // jsdom renders are slow on a busy 2-core machine; a hang still fails, just later.
      testTimeout: 20_000,
      exclude: ['design-system/**', 'remote-kit/**', 'node_modules/**'],
    },
  });
}
