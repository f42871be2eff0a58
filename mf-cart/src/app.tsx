// Composition only: the remote's lifecycles, providers (from remote-kit) and routes.
import { createRemoteApp } from 'remote-kit';
import { cartCachePolicy } from './api/cache-policy';
import { resourceLoaders } from './locales/load';
import { AppRoutes, CART_PATH } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-cart',
  resources: resourceLoaders,
  Root: AppRoutes,
  cachePolicy: cartCachePolicy,
  // the cart page reads the sellers' offers at once
  readsGraphQL: (pathname) => pathname === CART_PATH,
});
