// Composition only: the remote's lifecycles, providers (from remote-kit) and routes.
import { createRemoteApp } from 'remote-kit';
import { resourceLoaders } from './locales/load';
import { AppRoutes } from './routes';
import { seedLightCache } from './shared/light-query';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-catalog',
  resources: resourceLoaders,
  Root: AppRoutes,
  hydrateState: (state) => seedLightCache(state.light ?? []),
});
