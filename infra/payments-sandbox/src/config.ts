// Sandbox settings, validated once at start; one message names every missing or wrong variable.
// Production is the default: without NODE_ENV the sandbox wants real keys and an https origin.
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEVELOPMENT_PUBLISHABLE_KEY = 'pk_test_storefront_sandbox';
export const DEVELOPMENT_SECRET_KEY = 'sk_test_storefront_sandbox';
const DEFAULT_PORT = 4100;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], { error: 'must be development, test or production' }).default('production'),
  PAYMENTS_PORT: z.coerce
    .number({ error: 'must be a port number (1-65535)' })
    .int('must be a port number (1-65535)')
    .min(1, 'must be a port number (1-65535)')
    .max(65535, 'must be a port number (1-65535)')
    .default(DEFAULT_PORT),
  PAYMENTS_HOST: z.string().default('127.0.0.1'),
  PAYMENTS_PUBLIC_ORIGIN: z
    .string()
    .refine((value) => originOf(value) !== null, 'must be an origin such as https://pay.example.com (no path, query or fragment)')
    .optional(),
  PAYMENT_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9_]{8,}$/, 'must look like pk_test_… or pk_live_…').optional(),
  PAYMENT_SECRET_KEY: z.string().regex(/^sk_(test|live)_[A-Za-z0-9_]{8,}$/, 'must look like sk_test_… or sk_live_…').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
});

const NAMES = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

export interface SandboxConfig {
  environment: 'development' | 'test' | 'production';
  production: boolean;
  host: string;
  port: number;
  /** Where shoppers reach the 3-D Secure page; its links are built on it. */
  publicOrigin: string;
  /** PAYMENTS_PUBLIC_ORIGIN was not set: the origin follows the port the server actually listens on. */
  publicOriginFromPort: boolean;
  publishableKey: string;
  secretKey: string;
  logLevel: LogLevel;
}

export class SandboxConfigError extends Error {
  override name = 'SandboxConfigError';
}

/** `https://pay.example.com` from a URL that is exactly an http(s) origin; null otherwise. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  // An empty variable counts as unset, as in most env files.
  const input = Object.fromEntries(NAMES.map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const parsed = schema.safeParse(input);
  const lines = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);

  // Checked beside the schema, so that every problem is reported in the same message.
  const environment = parsed.success ? parsed.data.NODE_ENV : (input.NODE_ENV ?? 'production');
  if (environment === 'production') {
    const required = ['PAYMENT_PUBLISHABLE_KEY', 'PAYMENT_SECRET_KEY', 'PAYMENTS_PUBLIC_ORIGIN'] as const;
    for (const name of required) if (!input[name]) lines.push(`  ${name}: is required in production`);
    const origin = input.PAYMENTS_PUBLIC_ORIGIN;
    if (origin && originOf(origin)?.startsWith('http:')) lines.push('  PAYMENTS_PUBLIC_ORIGIN: must use https in production');
  }
  if (input.PAYMENT_PUBLISHABLE_KEY && input.PAYMENT_SECRET_KEY && input.PAYMENT_PUBLISHABLE_KEY === input.PAYMENT_SECRET_KEY) {
    lines.push('  PAYMENT_SECRET_KEY: must differ from PAYMENT_PUBLISHABLE_KEY');
  }

  if (!parsed.success || lines.length > 0) {
    const hint = env.NODE_ENV ? '' : '\n(NODE_ENV is not set, so production rules apply; NODE_ENV=development or test runs the sandbox with its test keys.)';
    throw new SandboxConfigError(`Invalid payments sandbox configuration:\n${lines.join('\n')}${hint}`);
  }

  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  return {
    environment: values.NODE_ENV,
    production,
    host: values.PAYMENTS_HOST,
    port: values.PAYMENTS_PORT,
    publicOrigin: values.PAYMENTS_PUBLIC_ORIGIN ? originOf(values.PAYMENTS_PUBLIC_ORIGIN)! : `http://127.0.0.1:${values.PAYMENTS_PORT}`,
    publicOriginFromPort: !values.PAYMENTS_PUBLIC_ORIGIN,
    publishableKey: values.PAYMENT_PUBLISHABLE_KEY ?? DEVELOPMENT_PUBLISHABLE_KEY,
    secretKey: values.PAYMENT_SECRET_KEY ?? DEVELOPMENT_SECRET_KEY,
    logLevel: values.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}
