// Gateway settings, validated once at start. Production is the default: development (npm start's
// local store) and test (the harness) are explicit choices, and only they fall back to the committed
// development secrets and local origins. In production the gateway refuses to start without its
// secrets and its public HTTPS origin, naming every missing or invalid variable in one message.
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, TRUST_PROXY_PATTERN, type TrustProxy } from 'infra-server-kit';
import { StoreConfigError, storeConfig, storeOrigin, type StoreConfig } from '../../registry/src/config';

const httpsUrl = z.url().refine((value) => new URL(value).protocol === 'https:', 'must be an https:// URL in production');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PUBLIC_ORIGIN: z.url().optional(),
  API_URL: z.url().optional(),
  API_KEY: z.string().min(8).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  GATEWAY_SECRET: z.string().min(16).optional(),
  PAYMENTS_ORIGIN: z.url().optional(),
  /** The provider's publishable key: the browser tokenizes cards and creates payments with it. */
  PAYMENT_PUBLISHABLE_KEY: z.string().min(8).optional(),
  /** Which proxies in front of the gateway to believe about the client's address (see trustProxy). */
  TRUST_PROXY: z.string().regex(TRUST_PROXY_PATTERN, 'must be false, a hop count, or addresses, CIDRs, loopback').optional(),
  /** Shared rate-limit counts across gateway processes; in-memory per process without it. */
  REDIS_URL: z.url().optional(),
  /** Requests per client per minute on /graphql and on /api. */
  RATE_LIMIT_GRAPHQL: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_API: z.coerce.number().int().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** How long the owning remote's server render of a page may take before the browser renders it (ADR 018). */
  SERVER_RENDER_BUDGET_MS: z.coerce.number().int().min(1).max(10_000).optional(),
  /** `off`: pages go out as the empty frame and the browser renders every area. */
  SERVER_RENDER: z.enum(['on', 'off']).optional(),
});

/** What production must set: no committed default stands in for these. */
const REQUIRED_IN_PRODUCTION = ['PUBLIC_ORIGIN', 'API_URL', 'API_KEY', 'SESSION_SECRET', 'GATEWAY_SECRET', 'PAYMENTS_ORIGIN', 'PAYMENT_PUBLISHABLE_KEY'] as const;

export interface GatewayConfig {
  store: StoreConfig;
  production: boolean;
  publicOrigin: string;
  apiUrl: string;
  apiKey: string;
  sessionSecret: string;
  gatewaySecret: string;
  paymentsOrigin: string;
  /** The provider's publishable key (never the secret one: that stays with the commerce API). */
  paymentPublishableKey: string;
  shellIndex: string;
  /** Fastify's trustProxy: false (the socket address), a hop count, or addresses/CIDRs to trust. */
  trustProxy: TrustProxy;
  redisUrl: string | null;
  rateLimits: { graphql: number; api: number };
  logLevel: string;
  /** The server render of each page's owning area, and its budget; null when pages are not rendered on the server. */
  serverRender: { budgetMs: number } | null;
}

/**
 * How long the body of a page may wait for its server render. The head is already on its way (the
 * browser fetches the scripts, fonts and manifests meanwhile), and a render given up on is replaced by
 * one in the phone's browser that takes seconds, so the budget errs on the long side: renders measured
 * 13–130 ms (p95, four at once) on an idle two-core machine and 150–190 ms beside a busy browser
 * (npm run bench:ssr, bench:lighthouse).
 */
const DEFAULT_SERVER_RENDER_BUDGET_MS = 300;

// Committed, so only ever used outside production.
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me-0123456789';
const DEVELOPMENT_GATEWAY_SECRET = 'development-only-gateway-secret';
const DEVELOPMENT_API_KEY = 'storefront-public-key';
/** The payment sandbox's development key (infra/payments-sandbox). */
const DEVELOPMENT_PUBLISHABLE_KEY = 'pk_test_storefront_sandbox';

export function gatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = schema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const production = (env.NODE_ENV ?? 'production') === 'production';
  if (production) {
    for (const name of REQUIRED_IN_PRODUCTION) if (!env[name]) problems.push(`${name}: required in production`);
    for (const name of ['PUBLIC_ORIGIN', 'PAYMENTS_ORIGIN'] as const) {
      if (env[name] && !httpsUrl.safeParse(env[name]).success) problems.push(`${name}: must be an https:// URL in production`);
    }
  }
  // the registry's settings (ports, folders, the remotes' public origins) are the gateway's too: one message names all
  let store: StoreConfig | null = null;
  try {
    store = storeConfig(env);
  } catch (error) {
    if (!(error instanceof StoreConfigError)) throw error;
    problems.push(...error.problems);
  }
  if (!parsed.success || !store || problems.length) throw new Error(`Gateway configuration is invalid — ${problems.join('; ')}`);
  const values = parsed.data;

  return {
    store,
    production,
    publicOrigin: values.PUBLIC_ORIGIN ? new URL(values.PUBLIC_ORIGIN).origin : storeOrigin(store),
    apiUrl: values.API_URL ?? `http://127.0.0.1:${store.ports.api}`,
    apiKey: values.API_KEY ?? DEVELOPMENT_API_KEY,
    sessionSecret: values.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    gatewaySecret: values.GATEWAY_SECRET ?? DEVELOPMENT_GATEWAY_SECRET,
    paymentsOrigin: values.PAYMENTS_ORIGIN ? new URL(values.PAYMENTS_ORIGIN).origin : `http://${store.publicHost}:${store.ports.payments}`,
    paymentPublishableKey: values.PAYMENT_PUBLISHABLE_KEY ?? DEVELOPMENT_PUBLISHABLE_KEY,
    shellIndex: path.join(store.shellDist, 'index.html'),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    redisUrl: values.REDIS_URL ?? null,
    // production limits suit one shopper's browsing; the local and test stores serve many tabs from one address
    rateLimits: {
      graphql: values.RATE_LIMIT_GRAPHQL ?? (production ? 600 : 100_000),
      api: values.RATE_LIMIT_API ?? (production ? 300 : 100_000),
    },
    logLevel: values.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    serverRender: values.SERVER_RENDER === 'off' ? null : { budgetMs: values.SERVER_RENDER_BUDGET_MS ?? DEFAULT_SERVER_RENDER_BUDGET_MS },
  };
}
