// The one jest setup of the repository: each workspace's jest.config.cjs is `webProject(name)` or
// `nodeProject(name)`, and the root config runs them all as projects.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../../..');

// jsdom renders and real databases are slow on a busy 2-core machine; a hang still fails, later.
const TEST_TIMEOUT_MS = 20_000;

// TypeScript and JSX to CommonJS with swc; `import.meta.url` and `import.meta.dirname` become their
// CommonJS equivalents, so Node services written as ES modules run unchanged.
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax: 'typescript', tsx: true } : { syntax: 'ecmascript', jsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Dependencies published only as ES modules are compiled too; jest's CommonJS runtime cannot load
// them (Node 20 has no require of ES modules).
const esmOnly = [
  'jose', 'single-spa', '@apollo/client', '@wry', 'optimism', 'rehackt', 'zen-observable-ts', 'cookie', 'content-disposition',
  // CommonJS packages that load an ES module with import(): compiled, the import becomes a require.
  '@fastify/cookie', '@fastify/static', '@fastify/cors',
];

function baseProject(name, dir) {
  return {
    displayName: name,
    rootDir: dir,
    transform: { '^.+\\.(ts|tsx)$': swc('typescript'), '^.+\\.(js|mjs|cjs)$': swc('ecmascript') },
    // the innermost node_modules folder decides: a listed package nested in another is compiled too
    transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${esmOnly.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // Sources import with explicit `.js` extensions (Node ESM style); jest resolves the `.ts` file.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    // `expect(value, 'what was checked')` names the case that failed inside a loop.
    setupFilesAfterEnv: [require.resolve('jest-expect-message')],
    testTimeout: TEST_TIMEOUT_MS,
  };
}

/** A browser workspace: jsdom, Testing Library, asset stubs, styled-components' browser build. */
function webProject(name, dir) {
  const base = baseProject(name, dir);
  return {
    ...base,
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    moduleNameMapper: {
      '^.+\\.(woff2?|png|svg|jpg|webp)$': path.join(__dirname, 'asset-stub.ts'),
      // styled-components' package names its browser build only in the `browser` field, which jest
      // does not read; the Node build never injects styles into the document.
      '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
      ...base.moduleNameMapper,
    },
    setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'web-setup.ts')],
  };
}

/** A Node service workspace. */
function nodeProject(name, dir, extra = {}) {
  return {
    ...baseProject(name, dir),
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    ...extra,
  };
}

module.exports = { repoRoot, webProject, nodeProject, TEST_TIMEOUT_MS };
