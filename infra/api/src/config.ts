// Process configuration, validated once at start by one schema; the error names every missing or bad
// variable. Production is the default: development (`npm start`) and test (the harness, the test
// suites) are explicit choices, and only they fall back to the committed development secrets, the
// local store's origins and the payment sandbox. In production the API refuses to start without its
// secrets and the store's public HTTPS origins.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, TRUST_PROXY_PATTERN, type TrustProxy } from 'infra-server-kit';

/** Repository root: infra/api/src → ../../.. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Committed, so only ever used outside production.
const DEV_API_KEY = 'storefront-public-key';
const DEV_AUTH_SECRET = 'development-only-auth-secret-change-me-0123456789';
const DEV_GATEWAY_SECRET = 'development-only-gateway-secret';
/** The payments sandbox's secret key (infra/payments-sandbox); a real provider's key is required in production. */
const DEV_PAYMENT_SECRET_KEY = 'sk_test_storefront_sandbox';
const DEV_PAYMENT_API_URL = 'http://127.0.0.1:4100';
/** The real provider (Moyasar) outside development and tests. */
const PRODUCTION_PAYMENT_API_URL = 'https://api.moyasar.com';
/** The store's own origins in development and tests: the gateway, and the end-to-end harness's gateway. */
const DEV_STORE_ORIGINS = 'http://127.0.0.1:3000,http://localhost:3000,http://127.0.0.1:3100';

/** A comma-separated list of origins (scheme://host[:port], no path), each normalised by URL. */
const originList = z
  .string()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
      let url: URL | null = null;
      try {
        url = new URL(part);
      } catch {
        url = null;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== part.replace(/\/$/, '') || url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: `"${part}" is not an http(s) origin such as https://shop.example.sa` });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    if (origins.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'must list at least one origin' });
      return z.NEVER;
    }
    return origins;
  });

/** A value production must be given: optional elsewhere, where a development default stands in. */
function requiredInProduction<T extends z.ZodType>(schema: T, production: boolean) {
  // absent becomes undefined first: zod skips an optional key that is absent, and absent is what production refuses
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    production ? z.custom<unknown>((value) => value !== undefined, 'is required in production').pipe(schema) : schema.optional(),
  );
}

const httpsInProduction = (production: boolean) => (value: string) => !production || value.startsWith('https://');

/** One schema for the API's settings, shaped by the environment it runs in. */
const schemaFor = (production: boolean) =>
  z.object({
    NODE_ENV: z.enum(['development', 'test', 'production'], { message: 'must be development, test or production' }).default('production'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PGLITE_DIR: z.string().min(1).optional(),
    API_KEY: requiredInProduction(z.string().min(8, 'must be at least 8 characters'), production),
    AUTH_SECRET: requiredInProduction(z.string().min(32, 'must be at least 32 characters'), production),
    GATEWAY_SECRET: requiredInProduction(z.string().min(16, 'must be at least 16 characters'), production),
    SUGGESTION_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STORE_ORIGINS: requiredInProduction(
      originList.refine((origins) => origins.every(httpsInProduction(production)), 'must be https:// origins in production'),
      production,
    ),
    PAYMENT_API_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .refine(httpsInProduction(production), 'must be an https:// URL in production')
      .optional(),
    PAYMENT_SECRET_KEY: requiredInProduction(z.string().min(8, 'must be at least 8 characters'), production),
    /** Which proxies in front of the API to believe about the client's address (in production, the gateways). */
    TRUST_PROXY: z.string().regex(TRUST_PROXY_PATTERN, 'must be false, a hop count, or addresses, CIDRs, loopback').optional(),
    /** Shared rate-limit counts across API processes; in-memory per process without it. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
    /** Requests per client per minute on /graphql. */
    RATE_LIMIT: z.coerce.number().int().min(1).optional(),
  });

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string };

export interface ApiConfig {
  production: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  apiKey: string;
  authSecret: string;
  gatewaySecret: string;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token (and session) lifetime in seconds. */
  refreshTokenTtl: number;
  /** How long search suggestions for the same text and place are reused; 0 turns it off. */
  suggestionCacheMs: number;
  /** pino level of the request log: `info` logs every request; the test store runs at `warn`. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The store's own origins: payment callback URLs are built only on these. */
  storeOrigins: string[];
  /** The card payment provider's API (the sandbox in development and tests). */
  paymentApiUrl: string;
  /** The provider's secret key: the server verifies, captures and voids payments with it. */
  paymentSecretKey: string;
  /** NODE_ENV is development or test: testing-only operations (advanceOrderStatusForTesting) answer. */
  testingOperations: boolean;
  /** NODE_ENV is development or test: the development routes (the outbox) exist, answering loopback only. */
  developmentRoutes: boolean;
  /** Fastify's trustProxy: false (the socket address), a hop count, or addresses/CIDRs to trust. */
  trustProxy: TrustProxy;
  redisUrl: string | null;
  /** Requests per client per minute on /graphql. */
  rateLimit: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  // an unknown NODE_ENV is reported by the schema; the rules applied meanwhile are production's
  const production = env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test';
  const parsed = schemaFor(production).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    const hint = env.NODE_ENV ? '' : '\n(NODE_ENV is not set, so production rules apply; NODE_ENV=development or test runs the API with its development settings.)';
    throw new ConfigError(`Invalid API configuration:\n${lines.join('\n')}${hint}`);
  }
  const e = parsed.data;
  return {
    production,
    port: e.API_PORT,
    host: e.API_HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.PGLITE_DIR ?? path.join(repoRoot, 'var', 'pglite') },
    apiKey: (e.API_KEY as string | undefined) ?? DEV_API_KEY,
    authSecret: (e.AUTH_SECRET as string | undefined) ?? DEV_AUTH_SECRET,
    gatewaySecret: (e.GATEWAY_SECRET as string | undefined) ?? DEV_GATEWAY_SECRET,
    accessTokenTtl: 60 * 60,
    refreshTokenTtl: 30 * 24 * 60 * 60,
    suggestionCacheMs: e.SUGGESTION_CACHE_MS,
    logLevel: e.LOG_LEVEL,
    storeOrigins: (e.STORE_ORIGINS as string[] | undefined) ?? DEV_STORE_ORIGINS.split(','),
    paymentApiUrl: (e.PAYMENT_API_URL ?? (production ? PRODUCTION_PAYMENT_API_URL : DEV_PAYMENT_API_URL)).replace(/\/+$/, ''),
    paymentSecretKey: (e.PAYMENT_SECRET_KEY as string | undefined) ?? DEV_PAYMENT_SECRET_KEY,
    testingOperations: !production,
    developmentRoutes: !production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL ?? null,
    // the production limit sits above the gateway's (600 a minute per shopper); the local and test
    // stores serve many tabs and test runs from one address
    rateLimit: e.RATE_LIMIT ?? (production ? 1200 : 100_000),
  };
}
