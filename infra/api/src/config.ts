// Process configuration, validated once at start; the error names every bad variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root: infra/api/src → ../../.. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PGLITE_DIR: z.string().min(1).optional(),
    API_KEY: z.string().min(8, 'must be at least 8 characters').default('storefront-public-key'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GATEWAY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SUGGESTION_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STORE_ORIGINS: originList.optional(),
    PAYMENT_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    PAYMENT_SECRET_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
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
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  // checked beside the schema so that every problem is reported in one message
  if (env.NODE_ENV === 'production') {
    for (const name of ['AUTH_SECRET', 'GATEWAY_SECRET', 'PAYMENT_SECRET_KEY', 'STORE_ORIGINS']) if (!env[name]) lines.push(`  ${name}: is required in production`);
  }
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid API configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.API_PORT,
    host: e.API_HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.PGLITE_DIR ?? path.join(repoRoot, 'var', 'pglite') },
    apiKey: e.API_KEY,
    authSecret: e.AUTH_SECRET ?? DEV_AUTH_SECRET,
    gatewaySecret: e.GATEWAY_SECRET ?? DEV_GATEWAY_SECRET,
    accessTokenTtl: 60 * 60,
    refreshTokenTtl: 30 * 24 * 60 * 60,
    suggestionCacheMs: e.SUGGESTION_CACHE_MS,
    logLevel: e.LOG_LEVEL,
    storeOrigins: e.STORE_ORIGINS ?? DEV_STORE_ORIGINS.split(','),
    paymentApiUrl: (e.PAYMENT_API_URL ?? (production ? PRODUCTION_PAYMENT_API_URL : DEV_PAYMENT_API_URL)).replace(/\/+$/, ''),
    paymentSecretKey: e.PAYMENT_SECRET_KEY ?? DEV_PAYMENT_SECRET_KEY,
    testingOperations: !production,
  };
}
