// Composition only: the remote's lifecycles, providers (from remote-kit) and routes.
import { createRemoteApp } from 'remote-kit';
import { accountCachePolicy } from './api/cache-policy';
import { resourceLoaders } from './locales/load';
import { AppRoutes, preloadPage, readsGraphQL } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-account',
  resources: resourceLoaders,
  Root: AppRoutes,
  cachePolicy: accountCachePolicy,
  readsGraphQL,
  preloadPage,
});
