// Composition only: the remote's lifecycles, providers (from remote-kit) and routes.
import { createRemoteApp } from 'remote-kit';
import { cartCachePolicy } from './api/cache-policy';
import { resourceLoaders } from './locales/load';
import { AppRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-cart',
  resources: resourceLoaders,
  Root: AppRoutes,
  cachePolicy: cartCachePolicy,
  // The cart page's offers ask for the GraphQL client once its lines have painted (cart-page.tsx), not
  // as the remote starts: it would share the connection with the lines' own code and translations.
});
