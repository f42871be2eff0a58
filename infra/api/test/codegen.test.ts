// The resolver types must be the ones generated from the schema file. The generator runs in its own
// process (it is an ES module script with top-level await) in check mode.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

it('keeps src/generated/graphql.ts in step with the schema', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../scripts/codegen.ts'), '--check'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 60_000);
