// Lint rules, including the import boundaries between teams (ARCHITECTURE.md "Who owns what").
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const remotes = ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'];
const infraSource = { group: ['infra-*', '**/infra/**'], message: 'Browser code never imports infra source.' };
const otherTeam = (self) => ({
  group: [...remotes.filter((r) => r !== self).flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), 'shell', 'shell/*', '**/shell/src/**'],
  message: 'Use the other team\'s exposed fragment (loaded at runtime) or an event on the bus.',
});

// shared-events is the bus and its contracts: no router, no GraphQL client, no remote kit.
const sharedEventsBeyondTheBus = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*', '@apollo/client', '@apollo/client/*', 'remote-kit', 'remote-kit/*', '**/remote-kit/**'],
  message: 'shared-events holds the bus and the contracts between teams; routing, data fetching and the remote kit belong to the apps.',
};

// shared-domain runs unchanged in the browser and in the API: plain rules, no framework, no
// platform, no other workspace (every workspace may import it, so it may import none of them).
const sharedDomainBans = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'rxjs', 'rxjs/*', 'styled-components', 'i18next', 'react-i18next', '@apollo/client', '@apollo/client/*'],
    message: 'shared-domain is framework-free: plain functions, constants and zod schemas only.',
  },
  {
    group: ['shared-events', 'shared-events/*', 'design-system', 'design-system/*', 'remote-kit', 'remote-kit/*', 'shell', 'shell/*', ...remotes, ...remotes.map((r) => `${r}/*`), 'infra-*', '**/shared-events/**', '**/shell/**', '**/mf-*/**', '**/infra/**'],
    message: 'shared-domain imports no other workspace: they all import it.',
  },
  { group: ['node:*'], message: 'shared-domain runs in the browser too: no Node APIs.' },
];
// Node's modules by their bare names too; exact names, since a pattern 'events' would also match a
// file of that name.
const nodeModulesByName = builtinModules
  .filter((name) => !name.startsWith('_'))
  .map((name) => ({ name, message: 'shared-domain runs in the browser too: no Node APIs.' }));

// One design system (CONVENTIONS.md "One of each"): outside shell/design-system, buttons and selects
// come from it and colours from its theme, never a raw styled.button/styled.select or a colour literal.
const hexColour = '/#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\\w-])/';
const colourFunction = '/\\b(?:rgba?|hsla?)\\(/';
const designSystemOnly = [
  {
    selector: "MemberExpression[object.name='styled'][property.name=/^(button|select)$/]",
    message: 'Use the design system\'s Button, IconButton, LinkButton, ButtonBase or Select instead of a raw styled.button/styled.select.',
  },
  {
    selector: "CallExpression[callee.name='styled'] > Literal.arguments[value=/^(button|select)$/]",
    message: 'Use the design system\'s Button, IconButton, LinkButton, ButtonBase or Select instead of styled(\'button\')/styled(\'select\').',
  },
  { selector: `Literal[value=${hexColour}]`, message: 'Colours come from the design system\'s theme (theme.colors), not a hex literal.' },
  { selector: `TemplateElement[value.raw=${hexColour}]`, message: 'Colours come from the design system\'s theme (theme.colors), not a hex literal.' },
  { selector: `Literal[value=${colourFunction}]`, message: 'Colours come from the design system\'s theme (theme.colors), not an rgb()/hsl() literal.' },
  { selector: `TemplateElement[value.raw=${colourFunction}]`, message: 'Colours come from the design system\'s theme (theme.colors), not an rgb()/hsl() literal.' },
];

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
          sharedEventsBeyondTheBus,
          { group: [...remotes, 'shell', '**/mf-*/**', '**/shell/**'], message: 'shared-events imports no app.' },
          infraSource,
        ],
      }],
    },
  },
  {
    // The React hook may use React, and nothing else beyond the bus either.
    files: ['shared-events/src/react.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [sharedEventsBeyondTheBus, { group: [...remotes, 'shell', '**/mf-*/**', '**/shell/**'], message: 'shared-events imports no app.' }, infraSource],
      }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shell/remote-kit/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...designSystemOnly] },
  },
  {
    files: ['shared-domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: nodeModulesByName, patterns: sharedDomainBans }] },
  },
  {
    // The design system ships to every app as a singleton: it may use shared-domain, and never the
    // shell's own source (the relative forms climb out of shell/design-system/src) or a remote.
    files: ['shell/design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: remotes.flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), message: 'The design system serves every app; it never imports a remote.' },
          {
            group: ['shell', 'shell/*', '**/shell/src/**', '../../src/**', '../../../src/**', '../../../../src/**'],
            message: 'The design system is shared by every app: it never imports the shell\'s own source.',
          },
          infraSource,
        ],
      }],
    },
  },
);
