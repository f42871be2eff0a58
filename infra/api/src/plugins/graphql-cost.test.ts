// The cost limit never refuses what the storefront itself asks: every .graphql document of the
// browser workspaces and the gateway, with the sizes the pages use, stays under it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { readSchema } from '../schema/index.js';
import { MAX_COST, costLimitRule } from './graphql-rules.js';

const repoRoot = path.resolve(__dirname, '../../../..');
const callers = ['shell/src', 'mf-catalog/src', 'mf-cart/src', 'mf-checkout/src', 'mf-account/src', 'infra/gateway/src'];

function documents(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'generated') continue;
    if (statSync(file).isDirectory()) found.push(...documents(file));
    else if (name.endsWith('.graphql')) found.push(file);
  }
  return found;
}

describe('GraphQL cost limit', () => {
  const schema = buildSchema(readSchema());
  // the largest sizes the pages ask for
  const pageVariables = { first: 24, pageSize: 24, limit: 10, page: 1 };

  const withDocuments = callers.map((dir) => [dir, documents(path.join(repoRoot, dir))] as const).filter(([, files]) => files.length > 0);

  it('finds the storefront’s documents', () => {
    expect(withDocuments.length).toBeGreaterThanOrEqual(3);
  });

  it.each(withDocuments)('lets every operation of %s through at the sizes the pages use', (_dir, files) => {
    // a workspace's fragments may live in another of its files: its documents are costed together
    const document = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
    const errors = validate(schema, document, [costLimitRule(MAX_COST, pageVariables)]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('costs a page by its rows and its fields, and aliases by their number', () => {
    const cost = (query: string, variables: Record<string, unknown> = {}, max = 0) =>
      validate(schema, parse(query), [costLimitRule(max, variables)]).length > 0;
    // 24 rows × (1 + results: 1 × (1 + 2 fields)) = 96
    const page = '{ listProducts(pageSize: 24) { results { id name } } }';
    expect(cost(page, {}, 96)).toBe(false);
    expect(cost(page, {}, 95)).toBe(true);
    const twice = '{ a: listProducts(pageSize: 24) { results { id name } } b: listProducts(pageSize: 24) { results { id name } } }';
    expect(cost(twice, {}, 191)).toBe(true);
    expect(cost(twice, {}, 192)).toBe(false);
  });
});
