// Async boundary: shared modules are negotiated by Module Federation before the app code runs.
import('./bootstrap');
// The page's language's translations download beside the start-up code rather than after it (the
// page set <html lang> before any script); i18n.ts asks for the same chunk and finds it loaded.
void (document.documentElement.lang === 'en' ? import('./locales/en') : import('./locales/ar'));
