// Ports, hosts and folders of the local store; every value can be overridden by environment and is
// validated by one schema.
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

export interface StoreConfig {
  host: string;
  publicHost: string;
  environment: string;
  ports: Record<keyof typeof DEFAULT_PORTS, number>;
  varDir: string;
  releasesDir: string;
  registryFile: string;
  shellDist: string;
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

// One schema for the local store's settings; a bad value is reported with every other one.
const schema = z.object({
  ...Object.fromEntries(Object.values(ENV_NAMES).map((name) => [name, portNumber(name)])),
  STORE_VAR_DIR: z.string().min(1).optional(),
  STORE_ENVIRONMENT: z.string().regex(/^[a-z0-9-]+$/, 'STORE_ENVIRONMENT must be lower-case letters, digits and dashes').optional(),
  STORE_HOST: z.string().min(1).optional(),
  PUBLIC_HOST: z.string().min(1).optional(),
  SHELL_DIST: z.string().min(1).optional(),
});

export function storeConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Store configuration is invalid — ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  const values = parsed.data as Record<string, number | string | undefined>;
  const varDir = path.resolve((values.STORE_VAR_DIR as string | undefined) ?? path.join(repoRoot, 'var'));
  const environment = (values.STORE_ENVIRONMENT as string | undefined) ?? 'local';
  const ports = Object.fromEntries(
    (Object.keys(DEFAULT_PORTS) as (keyof typeof DEFAULT_PORTS)[]).map((name) => [name, (values[ENV_NAMES[name]] as number | undefined) ?? DEFAULT_PORTS[name]]),
  ) as StoreConfig['ports'];
  return {
    host: (values.STORE_HOST as string | undefined) ?? '127.0.0.1',
    publicHost: (values.PUBLIC_HOST as string | undefined) ?? '127.0.0.1',
    environment,
    ports,
    varDir,
    releasesDir: path.join(varDir, 'releases'),
    registryFile: path.join(varDir, 'registry', `${environment}.json`),
    shellDist: path.resolve((values.SHELL_DIST as string | undefined) ?? path.join(varDir, 'shell')),
  };
}

export function remoteOrigin(config: StoreConfig, remote: RemoteName): string {
  return `http://${config.publicHost}:${config.ports[remote]}`;
}

export function storeOrigin(config: StoreConfig): string {
  return `http://${config.publicHost}:${config.ports.gateway}`;
}
