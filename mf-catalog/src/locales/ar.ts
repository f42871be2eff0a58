// The catalogue's Arabic translations: one chunk, loaded when the page shows Arabic.
import type { LanguageResources } from 'remote-kit';
import homepage from './ar/homepage.json';
import seo from './ar/seo.json';

export default { homepage, seo } satisfies LanguageResources;
