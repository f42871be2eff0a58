// Which app owns which route (spec §2 and ARCHITECTURE.md "Who owns what"). The shell registers each
// remote with single-spa using these predicates; anything no remote owns is a shell page or the 404.

export const REMOTE_NAMES = ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const CHECKOUT_STEPS = 'address|checkout-address|payment|moyasar-payment|order-placed|verify-payment|mobile-payment|mobile-order-placed';
const ACCOUNT_PAGES = 'user-account|basic-info|addresses|orders|my-favourite|favourite-orders|payments|language|help|notifications';

const REMOTE_ROUTES: Record<RemoteName, RegExp[]> = {
  'mf-catalog': [
    /^\/$/,
    /^\/search-products\/?$/,
    /^\/category\/[^/]+(\/[^/]+)?\/?$/,
    /^\/types\/[^/]+\/?$/,
    /^\/brands\/[^/]+\/?$/,
    /^\/mobile\/categories\/?$/,
    /^\/product\/[^/]+\/?$/,
  ],
  'mf-cart': [/^\/cart\/?$/],
  'mf-checkout': [new RegExp(`^/checkout/(${CHECKOUT_STEPS})/?$`)],
  'mf-account': [
    /^\/authentication\/(login|register|forgot-password|reset-password)\/?$/,
    new RegExp(`^/(${ACCOUNT_PAGES})/?$`),
    // one order's page (status, rating, feedback, favourite, order again)
    /^\/orders\/[^/]+\/?$/,
  ],
};

export const INFO_PAGES = ['what-we-do', 'terms-conditions', 'contact-us', 'privacy-policy', 'faqs', 'return-policy'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/**
 * Products the sell-through page is linked for (/sell-through-{product}); each has a translated name
 * in the seller namespace. Any other product in the URL gets a general title.
 */
export const SELLER_PRODUCTS = ['groceries'] as const;
export type SellerProduct = (typeof SELLER_PRODUCTS)[number];

export const isSellerProduct = (product: string): product is SellerProduct => (SELLER_PRODUCTS as readonly string[]).includes(product);
export const sellerPath = (product: SellerProduct) => `/sell-through-${product}`;

export type ShellRoute =
  | { kind: 'info'; page: InfoPage }
  | { kind: 'seller'; product: string }
  | { kind: 'not-found' };

export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    if (REMOTE_ROUTES[name].some((pattern) => pattern.test(pathname))) return name;
  }
  return null;
}

/** The shell's own page for a path, or null when a remote owns it. */
export function shellRouteForPath(pathname: string): ShellRoute | null {
  if (remoteForPath(pathname)) return null;
  const segment = pathname.replace(/^\/+|\/+$/g, '');
  const info = INFO_PAGES.find((page) => page === segment);
  if (info) return { kind: 'info', page: info };
  const seller = /^sell-through-([a-z0-9-]+)$/.exec(segment);
  if (seller?.[1]) return { kind: 'seller', product: seller[1] };
  return { kind: 'not-found' };
}

/**
 * Routes the mobile apps open in their web views: the page renders bare, without the shell's
 * header, footer and bottom bar (the app draws its own), so only the owning remote shows.
 */
const BARE_ROUTES = [/^\/checkout\/mobile-(payment|order-placed)\/?$/];

export function isBareRoute(pathname: string): boolean {
  return BARE_ROUTES.some((pattern) => pattern.test(pathname));
}

/** The category slug a path is about, for highlighting the shortcut row. */
export function categorySlugForPath(pathname: string): string | null {
  const match = /^\/category\/([^/]+)/.exec(pathname);
  return match?.[1] ?? null;
}
