// Lint rules, including the import boundaries between teams (ARCHITECTURE.md "Who owns what").
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'];
const infraSource = { group: ['infra-*', '**/infra/**'], message: 'Browser code never imports infra source.' };
const otherTeam = (self) => ({
  group: [...remotes.filter((r) => r !== self).flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), 'shell', 'shell/*', '**/shell/src/**'],
  message: 'Use the other team\'s exposed fragment (loaded at runtime) or an event on the bus.',
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/generated/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Page functions that Playwright runs inside the browser.
    files: ['infra/harness/**/*.ts', 'infra/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared-events/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherTeam(remote), infraSource] }] },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shell/design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: remotes.flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), message: 'The shell loads remotes at runtime; it never imports their source.' },
          infraSource,
        ],
      }],
    },
  },
  {
    // remote-kit is bundled into every remote, so it obeys the remotes' rules and may not reach into
    // the shell's own source either (the relative forms climb out of shell/remote-kit/src).
    files: ['shell/remote-kit/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: remotes.flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), message: 'remote-kit ships inside every remote; it never imports a remote.' },
          {
            group: ['shell', 'shell/*', '**/shell/src/**', '../../src/**', '../../../src/**', '../../../../src/**'],
            message: 'remote-kit ships inside the remotes: use shared-events, the design system or its own files, never shell source.',
          },
          infraSource,
        ],
      }],
    },
  },
  {
    files: ['shared-events/src/**/*.ts'],
    ignores: ['shared-events/src/react.ts', 'shared-events/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react-dom/*', 'styled-components', 'design-system', 'i18next', 'react-i18next'], message: 'shared-events is framework-free; the React hook lives in src/react.ts.' },
          { group: [...remotes, 'shell', '**/mf-*/**', '**/shell/**'], message: 'shared-events imports no app.' },
          infraSource,
        ],
      }],
    },
  },
);
