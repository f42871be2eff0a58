// The singletons every app shares through Module Federation (ARCHITECTURE.md "Module Federation").
const fs = require('node:fs');
const path = require('node:path');

/** Packages (and subpath prefixes ending in '/') that must exist once per page. */
const SINGLETONS = [
  'react',
  'react/',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/',
  'react-dom/client',
  // react-router itself is not shared: the shared router is react-router-dom's lean surface
  // (shared-surface/react-router-dom.mjs), which bundles what it uses of react-router
  'react-router-dom',
  'styled-components',
  'i18next',
  // react-i18next's subpaths are not shared: the shared react-i18next is its lean surface
  // (shared-surface/react-i18next.mjs), which takes each name from the package's own module
  'react-i18next',
  '@apollo/client',
  '@apollo/client/',
  'graphql',
  // rxjs's subpaths are not shared: the shared rxjs is its lean surface (shared-surface/rxjs.mjs),
  // which takes each name from its own module under rxjs/internal/
  'rxjs',
  'shared-events',
  'shared-events/',
  'design-system',
];

/**
 * What the shell's build provides on every page (it registers its copies when the page starts), exact
 * share keys. A remote's production build takes each of these from the page and bundles no fallback of
 * its own (`import: false`), so its entry no longer registers and maps a copy of every one (ADR 020).
 * The GraphQL client's subpaths that only the remotes import (`@apollo/client/react`, ...) are not
 * here: whichever remote loads first provides them. `first-load-budget.test.ts` fails when the
 * shell's build stops providing one of these.
 */
const HOST_PROVIDED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'i18next',
  'react-i18next',
  'rxjs',
  'shared-events',
  'shared-events/react',
  'design-system',
  'graphql',
  '@apollo/client',
  '@apollo/client/cache',
  '@apollo/client/errors',
  '@apollo/client/incremental',
  '@apollo/client/link',
  '@apollo/client/link/client-awareness',
  '@apollo/client/link/http',
  '@apollo/client/link/utils',
  '@apollo/client/masking',
  '@apollo/client/utilities',
  '@apollo/client/utilities/environment',
  '@apollo/client/utilities/internal',
  '@apollo/client/utilities/internal/globals',
  '@apollo/client/utilities/invariant',
];

/** The package a share key belongs to: 'react-dom/client' → 'react-dom', '@apollo/client/' → '@apollo/client'. */
const packageOf = (key) => key.replace(/\/$/, '').split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');

function installedVersion(pkgName, fromDir) {
  const manifest = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * Builds the `shared` map for an app: requiredVersion comes from the app's package.json, or from
 * the installed version for packages it only uses transitively. With `fromHost`, the packages the
 * shell provides are taken from the page without a fallback (a remote's production build).
 */
function sharedFor(appDir, { fromHost = false } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = packageOf(key);
    const version = installedVersion(pkgName, appDir);
    const range = declared[pkgName] ?? `^${version}`;
    shared[key] = { singleton: true, requiredVersion: range, version, strictVersion: false };
  }
  if (fromHost) {
    for (const key of HOST_PROVIDED) {
      const pkgName = packageOf(key);
      // an exact key wins over the prefix entry ('react/', '@apollo/client/') it would otherwise fall under
      shared[key] = { singleton: true, requiredVersion: declared[pkgName] ?? `^${installedVersion(pkgName, appDir)}`, strictVersion: false, import: false };
    }
  }
  return shared;
}

module.exports = { SINGLETONS, HOST_PROVIDED, sharedFor };
