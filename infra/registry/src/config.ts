// The registry's settings: ports, hosts and folders of the store, and the public origin each remote is
// served from; every value can be overridden by environment and is validated by one schema, which names
// every bad variable at once. Production is the default: there every remote's public origin must be
// set, on HTTPS (the shell loads remotes from them), instead of the local http://host:port ones.
// Development is an explicit choice, made by `npm start` and the local tools (developmentUnlessSet).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REMOTES = ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'] as const;
export type RemoteName = (typeof REMOTES)[number];

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEFAULT_PORTS: Record<RemoteName | 'gateway' | 'api' | 'payments', number> = {
  gateway: 3000,
  'mf-catalog': 3001,
  'mf-cart': 3002,
  'mf-checkout': 3003,
  'mf-account': 3004,
  api: 4000,
  payments: 4100,
};

const ENV_NAMES: Record<keyof typeof DEFAULT_PORTS, string> = {
  gateway: 'GATEWAY_PORT',
  'mf-catalog': 'CATALOG_PORT',
  'mf-cart': 'CART_PORT',
  'mf-checkout': 'CHECKOUT_PORT',
  'mf-account': 'ACCOUNT_PORT',
  api: 'API_PORT',
  payments: 'PAYMENTS_PORT',
};

/** The variable naming each remote's public origin in production (a CDN or its own host). */
const ORIGIN_NAMES: Record<RemoteName, string> = {
  'mf-catalog': 'CATALOG_ORIGIN',
  'mf-cart': 'CART_ORIGIN',
  'mf-checkout': 'CHECKOUT_ORIGIN',
  'mf-account': 'ACCOUNT_ORIGIN',
};

export interface StoreConfig {
  production: boolean;
  host: string;
  publicHost: string;
  environment: string;
  ports: Record<keyof typeof DEFAULT_PORTS, number>;
  varDir: string;
  releasesDir: string;
  registryFile: string;
  shellDist: string;
  /** Each remote's public origin when set (required in production); otherwise http://publicHost:port. */
  remoteOrigins: Partial<Record<RemoteName, string>>;
}

export class StoreConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Store configuration is invalid — ${problems.join('; ')}`);
  }
}

const portNumber = (name: string) =>
  z.string().optional().transform((raw, context) => {
    if (raw === undefined || raw === '') return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      context.addIssue({ code: 'custom', message: `${name} must be a port number (1-65535), got "${raw}"` });
      return z.NEVER;
    }
    return value;
  });

/** An origin such as https://cdn.example.sa (no path, query or credentials), normalised. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** A remote's public origin: optional outside production; in production required, on HTTPS. */
const remoteOriginValue = (name: string, production: boolean) =>
  // absent becomes '' first: zod skips an optional key that is absent, and absent is what production refuses
  z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().superRefine((value, context) => {
      if (value === '') {
        if (production) context.addIssue({ code: 'custom', message: `${name}: required in production` });
        return;
      }
      const origin = originOf(value);
      if (origin === null) context.addIssue({ code: 'custom', message: `${name}: must be an origin such as https://cdn.example.sa` });
      else if (production && origin.startsWith('http:')) context.addIssue({ code: 'custom', message: `${name}: must be an https:// origin in production` });
    }),
  );

const environmentValue = z.enum(['development', 'test', 'production'], { error: 'NODE_ENV must be development, test or production' }).default('production');

// One schema for the store's settings, shaped by the environment it runs in; a bad value is reported
// with every other one.
const schemaFor = (production: boolean) =>
  z.object({
    NODE_ENV: environmentValue,
    ...Object.fromEntries(Object.values(ENV_NAMES).map((name) => [name, portNumber(name)])),
    ...Object.fromEntries(Object.values(ORIGIN_NAMES).map((name) => [name, remoteOriginValue(name, production)])),
    STORE_VAR_DIR: z.string().min(1).optional(),
    STORE_ENVIRONMENT: z.string().regex(/^[a-z0-9-]+$/, 'STORE_ENVIRONMENT must be lower-case letters, digits and dashes').optional(),
    STORE_HOST: z.string().min(1).optional(),
    PUBLIC_HOST: z.string().min(1).optional(),
    SHELL_DIST: z.string().min(1).optional(),
  });

/** The local store's tools and `npm start` run the development profile unless NODE_ENV says otherwise. */
export function developmentUnlessSet(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: env.NODE_ENV || 'development' };
}

export function storeConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  // an unknown NODE_ENV is reported by the schema; the rules applied meanwhile are production's
  const production = env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test';
  const parsed = schemaFor(production).safeParse(env);
  if (!parsed.success) throw new StoreConfigError(parsed.error.issues.map((issue) => issue.message));
  const values = parsed.data as Record<string, number | string | undefined>;
  const varDir = path.resolve((values.STORE_VAR_DIR as string | undefined) ?? path.join(repoRoot, 'var'));
  const environment = (values.STORE_ENVIRONMENT as string | undefined) ?? 'local';
  const ports = Object.fromEntries(
    (Object.keys(DEFAULT_PORTS) as (keyof typeof DEFAULT_PORTS)[]).map((name) => [name, (values[ENV_NAMES[name]] as number | undefined) ?? DEFAULT_PORTS[name]]),
  ) as StoreConfig['ports'];
  const remoteOrigins: StoreConfig['remoteOrigins'] = {};
  for (const remote of REMOTES) {
    const given = values[ORIGIN_NAMES[remote]] as string | undefined;
    if (given) remoteOrigins[remote] = originOf(given)!;
  }
  return {
    production,
    host: (values.STORE_HOST as string | undefined) ?? '127.0.0.1',
    publicHost: (values.PUBLIC_HOST as string | undefined) ?? '127.0.0.1',
    environment,
    ports,
    varDir,
    releasesDir: path.join(varDir, 'releases'),
    registryFile: path.join(varDir, 'registry', `${environment}.json`),
    shellDist: path.resolve((values.SHELL_DIST as string | undefined) ?? path.join(varDir, 'shell')),
    remoteOrigins,
  };
}

export function remoteOrigin(config: StoreConfig, remote: RemoteName): string {
  return config.remoteOrigins[remote] ?? `http://${config.publicHost}:${config.ports[remote]}`;
}

export function storeOrigin(config: StoreConfig): string {
  return `http://${config.publicHost}:${config.ports.gateway}`;
}
