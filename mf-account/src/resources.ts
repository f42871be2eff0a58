// This team's translation namespaces (spec §2), in both languages: what a server render and the tests
// read. The browser's app loads one language at a time (locales/load.ts).
import type { Resources } from 'remote-kit';
import ar from './locales/ar';
import en from './locales/en';

export const resources: Resources = { ar, en };
