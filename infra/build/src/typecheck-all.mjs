// Typechecks every workspace that has a tsconfig.json, one `tsc -p` each, and fails if any fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

let failed = 0;
for (const workspace of workspaces) {
  if (!fs.existsSync(path.join(root, workspace, 'tsconfig.json'))) continue;
  const result = spawnSync(process.execPath, [tsc, '-p', workspace, '--noEmit'], { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} typecheck ${workspace}`);
  if (!ok) failed += 1;
}
process.exit(failed ? 1 : 0);
