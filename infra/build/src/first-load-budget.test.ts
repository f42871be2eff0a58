// The first-load JavaScript byte budget per page (gzip, KB = 1024 bytes): what a shopper's phone
// downloads before the page is usable, added up from production builds of the shell and every remote
// (see first-load/page-loads.ts), never timed. A page that grows past its budget fails here; a page
// that shrinks well below it should get a lower budget. The budgets and how to change them:
// infra/build/README.md "First-load byte budget". bench:web measures the same pages in a browser.
import { createRequire } from 'node:module';
import { APPS, ensureBudgetBuilds } from './first-load/build-for-budget';
import { pageFiles, readGraph, totalGzip, type BuildGraph, type PageLoad } from './first-load/page-loads';
import type { AppName } from '../../registry/src/build-inputs';

const { HOST_PROVIDED } = createRequire(import.meta.url)('./shared-deps.cjs') as { HOST_PROVIDED: readonly string[] };

/** What every page loads: the shell and its lazy parts that load without a click (the footer when
 * the browser is idle, the delivery tour on a first visit), and the teams' headless services. Each
 * app's translations are counted in Arabic, the default language and the longer of the two. */
const EVERY_PAGE: PageLoad[] = [
  ['shell', 'entry:main'],
  ['shell', 'import:shell/src/bootstrap.tsx'],
  ['shell', 'import:shell/src/locales/ar.ts'],
  ['shell', 'import:shell/src/footer/footer.tsx'],
  ['shell', 'import:shell/src/tours/tour-overlay.tsx'],
  ['mf-cart', 'entry:mf_cart'],
  ['mf-cart', 'expose:./cart-service'],
  ['mf-account', 'entry:mf_account'],
  ['mf-account', 'expose:./address-book-service'],
];

/** A catalogue page: its remote's entry and app, the page's chunks, and the fragments every product
 * card mounts (the cart's add-to-cart control and the account's wishlist heart). */
const catalog = (...pageImports: string[]): PageLoad[] => [
  ['mf-catalog', 'entry:mf_catalog'],
  ['mf-catalog', 'expose:./app'],
  ['mf-catalog', 'import:mf-catalog/src/locales/ar.ts'],
  ...pageImports.map((module): PageLoad => ['mf-catalog', `import:${module}`]),
  ['mf-cart', 'expose:./add-to-cart'],
  ['mf-account', 'expose:./wishlist-toggle'],
];

/** What a signed-in shopper's page adds: the account's address book service reads the book from
 * the server (a guest's comes from local storage, with no request code). */
const SIGNED_IN: PageLoad[] = [['mf-account', 'import:mf-account/src/address-book/server-book.ts']];

/** A checkout screen (always a signed-in shopper's): the checkout remote's entry and app, Apollo
 * Client (every screen reads GraphQL) and the screen's own chunk. The account's address picker loads
 * only when the shopper opens it. */
function checkout(screen: string): PageLoad[] {
  return [
    ...EVERY_PAGE,
    ...SIGNED_IN,
    ['mf-checkout', 'entry:mf_checkout'],
    ['mf-checkout', 'expose:./app'],
    ['mf-checkout', 'import:mf-checkout/src/locales/ar.ts'],
    ['mf-checkout', 'import:shell/remote-kit/src/graphql/graphql-provider.tsx'],
    ['mf-checkout', `import:${screen}`],
  ];
}

/** A signed-in account page: the account's app, Apollo Client, the signed-in shopper's address book
 * read from the server, and the page's own chunk. */
function account(page: string): PageLoad[] {
  return [
    ...EVERY_PAGE,
    ...SIGNED_IN,
    ['mf-account', 'expose:./app'],
    ['mf-account', 'import:mf-account/src/locales/ar.ts'],
    ['mf-account', 'import:shell/remote-kit/src/graphql/graphql-provider.tsx'],
    ['mf-account', `import:${page}`],
  ];
}

interface PageBudget {
  page: string;
  loads: PageLoad[];
  /** gzip KB (1024 bytes) */
  budgetKb: number;
}

const PAGES: PageBudget[] = [
  { page: '/', budgetKb: 268, loads: [...EVERY_PAGE, ...catalog('mf-catalog/src/home/home-page.tsx', 'mf-catalog/src/home/home-rails.tsx')] },
  {
    page: '/category/dairy-eggs',
    budgetKb: 270,
    loads: [...EVERY_PAGE, ...catalog('mf-catalog/src/listing/category-page.tsx')],
  },
  {
    page: '/search-products?searchKeyword=milk',
    budgetKb: 270,
    loads: [...EVERY_PAGE, ...catalog('mf-catalog/src/search/search-page.tsx')],
  },
  {
    page: '/product/:slug',
    budgetKb: 269,
    loads: [...EVERY_PAGE, ...catalog('mf-catalog/src/product/product-page.tsx')],
  },
  {
    page: '/cart',
    budgetKb: 353,
    loads: [
      ...EVERY_PAGE,
      ['mf-cart', 'expose:./app'],
      ['mf-cart', 'import:mf-cart/src/locales/ar.ts'],
      ['mf-cart', 'import:shell/remote-kit/src/graphql/graphql-provider.tsx'],
    ],
  },
  { page: '/checkout/address', budgetKb: 367, loads: checkout('mf-checkout/src/address-step/address-step.tsx') },
  { page: '/checkout/moyasar-payment', budgetKb: 409, loads: checkout('mf-checkout/src/card-payment/card-payment-page.tsx') },
  { page: '/orders', budgetKb: 363, loads: account('mf-account/src/orders/orders-page.tsx') },
  { page: '/addresses', budgetKb: 406, loads: account('mf-account/src/addresses/addresses-page.tsx') },
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A fresh clone builds every app once (several minutes on two cores); later runs reuse the builds. */
const BUILD_TIMEOUT_MS = 30 * 60 * 1000;

describe('first-load JavaScript per page (gzip)', () => {
  const graphs = new Map<AppName, BuildGraph>();
  let dirs = new Map<AppName, string>();
  const buildDirOf = (app: AppName) => dirs.get(app)!;

  beforeAll(async () => {
    dirs = await ensureBudgetBuilds((message) => process.stderr.write(`${message}\n`));
    for (const app of APPS) graphs.set(app, readGraph(buildDirOf(app)));
  }, BUILD_TIMEOUT_MS);

  it.each(PAGES)('$page stays within $budgetKb KB', ({ page, loads, budgetKb }) => {
    const files = pageFiles(loads, graphs, buildDirOf);
    const total = totalGzip(files);
    const byApp = APPS.map((app) => {
      const own = files.filter((file) => file.app === app);
      return `${app} ${kb(totalGzip(own))} KB in ${own.length} files`;
    }).join(', ');
    const heaviest = [...files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 8)
      .map((file) => `${file.app}/${file.file} ${kb(file.gzipBytes)} KB (${file.via})`)
      .join('\n  ');
    expect(total, `${page}: ${kb(total)} KB of first-load JavaScript against a budget of ${budgetKb} KB — ${byApp}; heaviest:\n  ${heaviest}`).toBeLessThanOrEqual(budgetKb * 1024);
  });

  it('counts each shared package once, from the shell when the shell bundles it', () => {
    const files = pageFiles(PAGES[0]!.loads, graphs, buildDirOf);
    const reactDom = graphs.get('shell')!.groups['shared:react-dom/client'];
    expect(reactDom, 'the shell shares react-dom/client').toBeDefined();
    for (const file of reactDom!.files) expect(files.some((entry) => entry.app === 'shell' && entry.file === file)).toBe(true);
    expect(new Set(files.map((entry) => `${entry.app}/${entry.file}`)).size).toBe(files.length);
  });

  it('takes what the shell provides from the shell alone: the shell bundles each, no remote bundles a copy (ADR 020)', () => {
    const shell = graphs.get('shell')!;
    expect(HOST_PROVIDED.filter((key) => !shell.groups[`shared:${key}`]?.files.length), 'provided by the shell').toEqual([]);
    for (const app of APPS.filter((name) => name !== 'shell')) {
      const own = HOST_PROVIDED.filter((key) => graphs.get(app)!.groups[`shared:${key}`]);
      expect(own, `${app} bundles its own copy of`).toEqual([]);
    }
  });

  it('fails loudly when a page names something no build has', () => {
    expect(() => pageFiles([['mf-catalog', 'import:mf-catalog/src/no-such-page.tsx']], graphs, buildDirOf)).toThrow(/no-such-page/);
  });
});
