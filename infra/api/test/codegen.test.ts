// The resolver types must be the ones generated from the schema file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '../scripts/codegen.js';

it('keeps src/generated/graphql.ts in step with the schema', async () => {
  const current = readFileSync(fileURLToPath(new URL('../src/generated/graphql.ts', import.meta.url)), 'utf8');
  expect(current).toBe(await generate());
});
