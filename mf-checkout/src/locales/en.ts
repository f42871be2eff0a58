// The checkout's English translations: one chunk, loaded when the page shows English.
import type { LanguageResources } from 'remote-kit';
import checkout from './en/checkout.json';

export default { checkout } satisfies LanguageResources;
