// npm run test:e2e:refresh -- <shell|mf-catalog|...>: force a rebuild of apps of the end-to-end store.
// The suite itself rebuilds any app whose source changed since its build; this is for the odd case
// where a build should be redone anyway.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ENV, repoRoot } from './store';

const targets = process.argv.slice(2);
if (!targets.length) {
  console.error('Usage: npm run test:e2e:refresh -- <shell|mf-catalog|mf-cart|mf-checkout|mf-account|all>');
  process.exit(1);
}
const env = { ...process.env, ...E2E_ENV };
if (targets.includes('all')) {
  fs.rmSync(path.join(E2E_ENV.STORE_VAR_DIR, 'shell'), { recursive: true, force: true });
  fs.rmSync(path.join(E2E_ENV.STORE_VAR_DIR, 'registry'), { recursive: true, force: true });
  console.log('The next e2e run rebuilds every app.');
  process.exit(0);
}
for (const target of targets) {
  if (target === 'shell') {
    fs.rmSync(path.join(E2E_ENV.STORE_VAR_DIR, 'shell'), { recursive: true, force: true });
    execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'infra/registry/src/build-shell.ts')], { cwd: repoRoot, env, stdio: 'inherit' });
  } else {
    execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'infra/registry/src/deploy.ts'), target], { cwd: repoRoot, env, stdio: 'inherit' });
  }
}
