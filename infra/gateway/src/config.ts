// Gateway settings, validated once at start; a bad value is reported by its variable name.
import path from 'node:path';
import { z } from 'zod';
import { storeConfig, storeOrigin, type StoreConfig } from '../../registry/src/config';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_URL: z.url().optional(),
  API_KEY: z.string().min(8).default('storefront-public-key'),
  SESSION_SECRET: z.string().min(32).optional(),
  PAYMENTS_ORIGIN: z.url().optional(),
});

export interface GatewayConfig {
  store: StoreConfig;
  production: boolean;
  publicOrigin: string;
  apiUrl: string;
  apiKey: string;
  sessionSecret: string;
  paymentsOrigin: string;
  shellIndex: string;
}

const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me-0123456789';

export function gatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Gateway configuration is invalid — ${problems}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (production && !values.SESSION_SECRET) throw new Error('Gateway configuration is invalid — SESSION_SECRET: required in production');
  const store = storeConfig(env);
  return {
    store,
    production,
    publicOrigin: storeOrigin(store),
    apiUrl: values.API_URL ?? `http://127.0.0.1:${store.ports.api}`,
    apiKey: values.API_KEY,
    sessionSecret: values.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    paymentsOrigin: values.PAYMENTS_ORIGIN ?? `http://${store.publicHost}:${store.ports.payments}`,
    shellIndex: path.join(store.shellDist, 'index.html'),
  };
}
