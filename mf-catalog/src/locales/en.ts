// The catalogue's English translations: one chunk, loaded when the page shows English.
import type { LanguageResources } from 'remote-kit';
import homepage from './en/homepage.json';
import seo from './en/seo.json';

export default { homepage, seo } satisfies LanguageResources;
