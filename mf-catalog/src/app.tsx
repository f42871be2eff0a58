// Composition only: the remote's lifecycles, providers (from remote-kit) and routes.
import { createRemoteApp } from 'remote-kit';
import { resources } from './resources';
import { AppRoutes } from './routes';
import { seedLightCache } from './shared/light-query';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-catalog',
  resources,
  Root: AppRoutes,
  hydrateState: (state) => seedLightCache(state.light ?? []),
});
