// Builds the API: external plugins, then repositories, then the GraphQL schema and resolvers.
import Fastify, { type FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import type { ApiConfig } from './config.js';
import type { GraphQLContext } from './context.js';
import type { Database } from './db/database.js';
import { openDatabase, prepareDatabase } from './db/open.js';
import type { Resolvers } from './generated/graphql.js';
import { messages } from './messages.js';
import { catalogQueries } from './catalog/resolvers.js';
import { accountMutations, accountQueries } from './account/resolvers.js';
import { cartMutations, cartQueries } from './cart/resolvers.js';
import { contactMutations } from './contact/resolvers.js';
import { checkoutMutations, checkoutQueries } from './checkout/resolvers.js';
import { createPaymentProvider } from './checkout/payment-provider.js';
import { wishlistLoaders, wishlistMutations, wishlistQueries } from './wishlist/resolvers.js';
import { pastOrderLoaders, pastOrderMutations, pastOrderQueries } from './past-orders/resolvers.js';
import { feedbackMutations, feedbackQueries } from './feedback/resolvers.js';
import { documentRoutes } from './documents/routes.js';
import { clientIp, requestLanguage, resolveViewer, secretMatches } from './plugins/auth.js';
import { formatErrors } from './plugins/error-format.js';
import { costErrors, validationRules } from './plugins/graphql-rules.js';
import { createRepositories, type Repositories } from './plugins/repositories.js';
import { imageRoutes } from './images/routes.js';
import { developmentRoutes } from './dev/development-routes.js';
import { serviceRateLimits } from 'infra-server-kit';
import { apiRateLimitOptions } from './plugins/rate-limit.js';
import { readSchema } from './schema/index.js';


declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repositories;
  }
}

export interface BuildOptions {
  /** An open database (tests); otherwise the configured one is opened, migrated and seeded. */
  db?: Database;
  /** Close the given database with the app (default: only when the app opened it). */
  closeDatabase?: boolean;
  logger?: boolean | { level: string };
  /** Separates this app's rate-limit counts from other apps' in a shared Redis (tests). */
  rateLimitNameSpace?: string;
}

export async function buildApp(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // request.ip is the client the configured proxies (in production, the gateways) report
    trustProxy: config.trustProxy,
  });

  // ---- external plugin: the database
  let db: Database;
  let trigram: boolean;
  if (options.db) {
    db = options.db;
    trigram = (await prepareDatabase(db)).trigram;
  } else {
    const opened = await openDatabase(config.database);
    db = opened.db;
    trigram = opened.trigram;
  }
  if (options.closeDatabase ?? !options.db) app.addHook('onClose', async () => db.close());

  // ---- application plugins: repositories
  const repos = createRepositories(db, { trigram, suggestionCacheMs: config.suggestionCacheMs });
  app.decorate('db', db);
  app.decorate('repos', repos);

  const payments = createPaymentProvider({ apiUrl: config.paymentApiUrl, secretKey: config.paymentSecretKey, log: app.log });

  // per client, before anything else is read; shared by every API process through Redis when REDIS_URL is set
  await app.register(serviceRateLimits, apiRateLimitOptions(config, options.rateLimitNameSpace));

  app.get('/health', async () => ({ ok: true }));

  // every /graphql request carries the storefront's static key
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/graphql')) return;
    if (!secretMatches(request.headers['x-api-key'], config.apiKey)) {
      const m = messages.invalid_api_key;
      return reply.code(401).send({ errors: [{ message: m.en, extensions: { code: 'UNAUTHENTICATED', key: 'invalid_api_key', arMessage: m.ar } }] });
    }
  });

  const resolvers: Resolvers<GraphQLContext> = {
    Query: { ...catalogQueries, ...accountQueries, ...cartQueries, ...checkoutQueries, ...wishlistQueries, ...pastOrderQueries, ...feedbackQueries },
    Mutation: {
      ...accountMutations, ...cartMutations, ...contactMutations, ...checkoutMutations, ...wishlistMutations, ...pastOrderMutations, ...feedbackMutations,
    },
  };

  await app.register(mercurius, {
    schema: readSchema(),
    resolvers: resolvers as unknown as IResolvers,
    // per-viewer fields of shared types, batched per response (Product.inWishlist, Order.favourite)
    loaders: { ...wishlistLoaders, ...pastOrderLoaders },
    path: '/graphql',
    graphiql: false,
    jit: 1,
    allowBatchedQueries: false,
    validationRules: validationRules(config.production),
    errorFormatter: (execution, context) => formatErrors(execution, context, config.production),
    context: async (request, reply): Promise<GraphQLContext> => {
      const fromGateway = secretMatches(request.headers['x-gateway-secret'], config.gatewaySecret);
      return {
        request,
        reply,
        config,
        repos,
        payments,
        viewer: await resolveViewer(request, config, repos),
        fromGateway,
        clientIp: clientIp(request, fromGateway),
        language: requestLanguage(request),
      };
    },
  });

  // the cost limit sees the variables, so it runs before execution rather than in validation
  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    const refused = costErrors(schema, document, variables);
    if (refused.length) throw refused[0];
  });

  await app.register(imageRoutes);
  await app.register(documentRoutes, { config, repos });
  if (config.developmentRoutes) await app.register(developmentRoutes, { repos });

  return app;
}
