// The checkout's Arabic translations: one chunk, loaded when the page shows Arabic.
import type { LanguageResources } from 'remote-kit';
import checkout from './ar/checkout.json';

export default { checkout } satisfies LanguageResources;
