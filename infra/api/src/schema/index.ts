// The commerce API's GraphQL contract, split by domain like the resolvers: each domain folder holds
// its schema.graphql beside its resolvers. The server and graphql-codegen read the same files, in
// this order (base types first; later files extend Query and Mutation).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SCHEMA_FILES = ['schema/base.graphql', 'catalog/schema.graphql', 'account/schema.graphql', 'cart/schema.graphql', 'contact/schema.graphql'].map(
  (file) => path.join(srcDir, file),
);

/** The whole schema as one SDL document. */
export function readSchema(): string {
  return SCHEMA_FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
}
