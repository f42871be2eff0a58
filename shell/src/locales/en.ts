// The shell's English translations that ship in the first load: one chunk, loaded when the page shows
// English. Long page copy lives with the lazily loaded informational pages instead.
import type { LanguageResources } from 'remote-kit';
import common from './en/common.json';
import footer from './en/footer.json';
import seller from './en/seller.json';

export default { common, footer, seller } satisfies LanguageResources;
