// The shell's translations in both languages, for the server's renders and the tests. The browser
// loads one language at a time (SHELL_RESOURCE_LOADERS in i18n.ts).
import ar from '../locales/ar';
import en from '../locales/en';

export const SHELL_RESOURCES = { ar, en };
