// The end-to-end store: its own ports and data folder, so it never collides with `npm start`.
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

export const E2E_ENV = {
  GATEWAY_PORT: '3100',
  CATALOG_PORT: '3101',
  CART_PORT: '3102',
  CHECKOUT_PORT: '3103',
  ACCOUNT_PORT: '3104',
  API_PORT: '4200',
  PAYMENTS_PORT: '4300',
  STORE_VAR_DIR: path.join(repoRoot, 'var', 'e2e'),
  PGLITE_DIR: path.join(repoRoot, 'var', 'e2e', 'pglite'),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
} as const;

export const STORE_URL = `http://127.0.0.1:${E2E_ENV.GATEWAY_PORT}`;

export const REMOTE_ORIGINS = {
  'mf-catalog': `http://127.0.0.1:${E2E_ENV.CATALOG_PORT}`,
  'mf-cart': `http://127.0.0.1:${E2E_ENV.CART_PORT}`,
  'mf-checkout': `http://127.0.0.1:${E2E_ENV.CHECKOUT_PORT}`,
  'mf-account': `http://127.0.0.1:${E2E_ENV.ACCOUNT_PORT}`,
} as const;

export type RemoteName = keyof typeof REMOTE_ORIGINS;
export type Language = 'ar' | 'en';
export const LANGUAGES: Language[] = ['ar', 'en'];
