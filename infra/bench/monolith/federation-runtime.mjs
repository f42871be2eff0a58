// What the monolith build puts in place of `@module-federation/enhanced/runtime`: no remote is loaded
// from anywhere, every module a team exposes is a chunk of the one bundle. The names are the ones the
// shell asks for (a remote's federation name and the module its webpack config exposes); a name added
// there and missing here fails the monolith's page loudly rather than measuring less than the store runs.
const EXPOSED = {
  'mf_catalog/app': () => import('../../../mf-catalog/src/exposes/app.ts'),
  'mf_catalog/product-card': () => import('../../../mf-catalog/src/exposes/product-card.ts'),
  'mf_catalog/product-rail': () => import('../../../mf-catalog/src/exposes/product-rail.ts'),
  'mf_cart/app': () => import('../../../mf-cart/src/exposes/app.ts'),
  'mf_cart/add-to-cart': () => import('../../../mf-cart/src/exposes/add-to-cart.tsx'),
  'mf_cart/cart-service': () => import('../../../mf-cart/src/exposes/cart-service.ts'),
  'mf_checkout/app': () => import('../../../mf-checkout/src/exposes/app.ts'),
  'mf_account/app': () => import('../../../mf-account/src/exposes/app.ts'),
  'mf_account/wishlist-toggle': () => import('../../../mf-account/src/fragments/wishlist-toggle/index.tsx'),
  'mf_account/address-picker': () => import('../../../mf-account/src/exposes/address-picker.ts'),
  'mf_account/address-book-service': () => import('../../../mf-account/src/exposes/address-book-service.ts'),
};

/** The exposed module `id`, from the bundle. */
export async function loadRemote(id) {
  const load = EXPOSED[id];
  if (!load) throw new Error(`The monolith build has no module ${id}: add it to infra/bench/monolith/federation-runtime.mjs`);
  return load();
}

/** Nothing to register: there are no remote containers. */
export function registerRemotes() {}
