// Generates resolver types from the schema files (src/schema/index.ts) with graphql-codegen (run: npm run codegen -w infra-api).
// --check exits non-zero when the generated file is out of date.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { buildSchema, parse, printSchema } from 'graphql';
import { readSchema } from '../src/schema/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.join(root, 'src/generated/graphql.ts');

export async function generate(): Promise<string> {
  const schema = buildSchema(readSchema());
  const output = await codegen({
    schema: parse(printSchema(schema)),
    documents: [],
    filename: outFile,
    config: {
      useTypeImports: true,
      contextType: '../context.js#GraphQLContext',
      enumsAsTypes: true,
      useIndexSignature: false,
      scalars: { ID: { input: 'string', output: 'string' } },
    },
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap: { typescript: typescriptPlugin, typescriptResolvers: resolversPlugin },
  });
  return `// Generated from the schema files (src/schema/index.ts) by scripts/codegen.ts. Do not edit.\n/* eslint-disable */\n${output}`;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const text = await generate();
  if (process.argv.includes('--check')) {
    const current = readFileSync(outFile, 'utf8');
    if (current !== text) {
      console.error('src/generated/graphql.ts is out of date: run npm run codegen -w infra-api');
      process.exit(1);
    }
  } else {
    mkdirSync(path.dirname(outFile), { recursive: true });
    writeFileSync(outFile, text);
    console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
  }
}
