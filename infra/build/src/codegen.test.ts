// Every generated GraphQL file (the API's resolver types, each caller's typed documents) must be
// what graphql-codegen makes from today's schema and documents: a stale file fails here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

it('keeps every generated GraphQL file in step with the schema and the .graphql documents', () => {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--check'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(run.stdout + run.stderr).not.toContain('stale');
  expect(run.status).toBe(0);
}, 60_000);
