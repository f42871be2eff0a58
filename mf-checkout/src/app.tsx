// Composition only: the remote's lifecycles, providers (from remote-kit) and routes.
import { createRemoteApp } from 'remote-kit';
import { checkoutCachePolicy } from './api/cache-policy';
import { watchCheckoutStorage } from './checkout-storage/checkout-storage';
import { resourceLoaders } from './locales/load';
import { AppRoutes, preloadScreen, screenHasPreview } from './routes';

const app = createRemoteApp({
  name: 'mf-checkout',
  resources: resourceLoaders,
  Root: AppRoutes,
  cachePolicy: checkoutCachePolicy,
  // every checkout screen reads GraphQL (routes.tsx, Screen); one with a preview asks once it has painted
  readsGraphQL: (pathname) => !screenHasPreview(pathname),
  preloadPage: preloadScreen,
});

// From its first start on a page, the checkout team looks after its own storage (ADR 002).
export const bootstrap = [async () => void watchCheckoutStorage(), ...app.bootstrap];
export const { mount, unmount } = app;
