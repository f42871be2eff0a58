// The end-to-end store: its own ports and data folder, so it never collides with `npm start`.
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

// E2E_PORT_OFFSET lets two people run the suite side by side on one machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + offset);
const varDir = path.join(repoRoot, 'var', offset ? `e2e-${offset}` : 'e2e');

export const E2E_ENV = {
  GATEWAY_PORT: port(3100),
  CATALOG_PORT: port(3101),
  CART_PORT: port(3102),
  CHECKOUT_PORT: port(3103),
  ACCOUNT_PORT: port(3104),
  API_PORT: port(4200),
  PAYMENTS_PORT: port(4300),
  STORE_VAR_DIR: varDir,
  PGLITE_DIR: path.join(varDir, 'pglite'),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // Two browsers and the whole store share two cores here, where a server render can pass the 150 ms
  // a shopper's page allows it: the journeys check what a rendered page shows and does, so they give
  // it longer. What a render costs is measured by the benchmarks, not by the journeys.
  SERVER_RENDER_BUDGET_MS: '3000',
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
