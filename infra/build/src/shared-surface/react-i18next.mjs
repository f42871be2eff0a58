// What the apps' browser builds get for `react-i18next`: the hook, the provider and the i18next
// plugin, and no more (<Trans>, with its HTML parser, is not here: ADR 019). Sharing the package itself sent every export to every page, since a
// shared module is built whole: the ICU message components with their tokenizer and entity decoder,
// the higher-order components and the server-side helpers, none of which the store uses.
// shared-surface.test.ts fails when an app imports a name missing here.
//
// Each name comes from its own module: an import of `react-i18next` here would be the shared module
// itself. `react-i18next/` subpaths are not shared (shared-deps.cjs), and no app imports one.
export { I18nextProvider } from 'react-i18next/dist/es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next/dist/es/initReactI18next.js';
export { useTranslation } from 'react-i18next/dist/es/useTranslation.js';
