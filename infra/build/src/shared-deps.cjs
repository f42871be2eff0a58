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

function installedVersion(pkgName, fromDir) {
  const manifest = require.resolve(`${pkgName}/package.json`, { paths: [fromDir] });
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * Builds the `shared` map for an app: requiredVersion comes from the app's package.json, or from
 * the installed version for packages it only uses transitively.
 */
function sharedFor(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = key.replace(/\/$/, '').split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
    const version = installedVersion(pkgName, appDir);
    const range = declared[pkgName] ?? `^${version}`;
    shared[key] = { singleton: true, requiredVersion: range, version, strictVersion: false };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedFor };
