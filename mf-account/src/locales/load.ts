// The browser's translations: each language its own chunk, so a page downloads only the one it shows.
import type { ResourceLoaders } from 'remote-kit';

export const resourceLoaders: ResourceLoaders = { ar: () => import('./ar'), en: () => import('./en') };
