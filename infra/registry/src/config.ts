// Ports, hosts and folders of the local store; every value can be overridden by environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function port(name: keyof typeof DEFAULT_PORTS, env: NodeJS.ProcessEnv): number {
  const raw = env[ENV_NAMES[name]];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[name];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${ENV_NAMES[name]} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

export function storeConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const varDir = path.resolve(env.STORE_VAR_DIR ?? path.join(repoRoot, 'var'));
  const environment = env.STORE_ENVIRONMENT ?? 'local';
  const ports = Object.fromEntries(
    (Object.keys(DEFAULT_PORTS) as (keyof typeof DEFAULT_PORTS)[]).map((name) => [name, port(name, env)]),
  ) as StoreConfig['ports'];
  return {
    host: env.STORE_HOST ?? '127.0.0.1',
    publicHost: env.PUBLIC_HOST ?? '127.0.0.1',
    environment,
    ports,
    varDir,
    releasesDir: path.join(varDir, 'releases'),
    registryFile: path.join(varDir, 'registry', `${environment}.json`),
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(varDir, 'shell')),
  };
}

export function remoteOrigin(config: StoreConfig, remote: RemoteName): string {
  return `http://${config.publicHost}:${config.ports[remote]}`;
}

export function storeOrigin(config: StoreConfig): string {
  return `http://${config.publicHost}:${config.ports.gateway}`;
}
