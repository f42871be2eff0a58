// graphql-codegen: the one contract between the commerce API and everyone who calls it. The API's
// schema files (infra/api/src/schema/index.ts) generate the resolver types of the API and, for each
// browser workspace and the gateway, typed documents from the `.graphql` operations that live beside
// the feature using them. `npm run codegen` writes the files; `npm run codegen -- --check` (run by the
// typecheck, the build and a test) fails when a generated file is stale. Nobody edits generated files.
import type { CodegenConfig } from '@graphql-codegen/cli';

// the shared types, then each domain's schema.graphql beside its resolvers
const schema = ['infra/api/src/schema/base.graphql', 'infra/api/src/*/schema.graphql'];

/** Workspaces that call the API: each gets src/generated/ from its own src/**\/*.graphql. */
const callers = ['shell', 'mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account', 'infra/gateway'];

/** Workspaces that also send some operations as text (src/generated/light/ from src/**\/*.light.graphql). */
const lightReaders = ['mf-catalog', 'mf-checkout'];

const shared = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: { ID: { input: 'string', output: 'string' } },
};

const config: CodegenConfig = {
  schema,
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'infra/api/src/generated/graphql.ts': {
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript', 'typescript-resolvers'],
      config: { ...shared, contextType: '../context.js#GraphQLContext', useIndexSignature: false },
    },
    ...Object.fromEntries(
      callers.map((caller) => [
        `${caller}/src/generated/`,
        {
          preset: 'client' as const,
          documents: [`${caller}/src/**/*.graphql`],
          presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
          // The gateway posts operations as text and has no graphql runtime: string documents there.
          config: { ...shared, documentMode: caller === 'infra/gateway' ? 'string' : 'documentNode', dedupeFragments: true, skipTypename: false },
        },
      ]),
    ),
    // Operations sent as text through a small fetch request, before or without Apollo and the graphql
    // parser (ADR 013): each workspace's `*.light.graphql` documents, also as string documents. Apollo's
    // documents above include them too. The catalog's pages read only this way; the checkout asks for
    // the shopper's open checkout this way as it starts, and puts the answer in the client's cache
    // (prefetch-checkout.ts), so its light documents name every object's __typename, as the client's
    // own requests do.
    ...Object.fromEntries(
      lightReaders.map((reader) => [
        `${reader}/src/generated/light/`,
        {
          preset: 'client' as const,
          documents: [`${reader}/src/**/*.light.graphql`],
          presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
          config: { ...shared, documentMode: 'string', dedupeFragments: true, skipTypename: false },
        },
      ]),
    ),
  },
};

export default config;
