// The shell's Arabic translations that ship in the first load: one chunk, loaded when the page shows
// Arabic. Long page copy lives with the lazily loaded informational pages instead.
import type { LanguageResources } from 'remote-kit';
import common from './ar/common.json';
import footer from './ar/footer.json';
import seller from './ar/seller.json';

export default { common, footer, seller } satisfies LanguageResources;
