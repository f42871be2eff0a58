// The commerce API's GraphQL contract, split by domain like the resolvers: each domain folder holds
// its schema.graphql beside its resolvers, and the shared types are in schema/base.graphql. The
// server and graphql-codegen (codegen.ts at the root) read the same files: the base first, then
// every domain's, which extend Query and Mutation.
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function schemaFiles(): string[] {
  const domains = readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(srcDir, entry.name, 'schema.graphql')))
    .map((entry) => path.join(srcDir, entry.name, 'schema.graphql'))
    .sort();
  return [path.join(srcDir, 'schema', 'base.graphql'), ...domains];
}

/** The whole schema as one SDL document. */
export function readSchema(): string {
  return schemaFiles().map((file) => readFileSync(file, 'utf8')).join('\n');
}
