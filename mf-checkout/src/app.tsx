// Composition only: the remote's lifecycles, providers (from remote-kit) and routes.
import { createRemoteApp } from 'remote-kit';
import { checkoutCachePolicy } from './api/cache-policy';
import { watchCheckoutStorage } from './checkout-storage/checkout-storage';
import { resourceLoaders } from './locales/load';
import { AppRoutes, preloadScreen } from './routes';

// Every checkout screen reads GraphQL (routes.tsx, Screen).
const app = createRemoteApp({ name: 'mf-checkout', resources: resourceLoaders, Root: AppRoutes, cachePolicy: checkoutCachePolicy, readsGraphQL: () => true });

const startScreen = async () => preloadScreen(window.location.pathname);

// From its first start on a page, the checkout team looks after its own storage (ADR 002).
export const bootstrap = [async () => void watchCheckoutStorage(), startScreen, ...app.bootstrap];
export const mount = [startScreen, ...app.mount];
export const { unmount } = app;
