// The texts remote-kit itself shows: the area fallback, not-found and the generic failure. On the
// store page the shell's `common` namespace carries the same keys; a remote running alone gets them
// from here (a test keeps the two copies equal).
import arCommon from './locales/ar/common.json';
import enCommon from './locales/en/common.json';
import type { Resources } from './resources';

export const KIT_RESOURCES: Resources = { ar: { common: arCommon }, en: { common: enCommon } };
