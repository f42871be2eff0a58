// Deterministic seed data for the commerce API, and placeholder images for it.
export { DEFAULT_SEED, generateSeed } from './generate.js';
export { renderImageSvg, type ImageKind } from './svg.js';
// the districts are shared-domain's, the list the address picker offers
export { RIYADH_DISTRICTS } from 'shared-domain';
export { DEMO_PASSWORD } from './data/people.js';
export { isValidEan13 } from './ean13.js';
export type * from './types.js';
