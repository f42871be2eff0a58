// The shell owns the page language. Another team asks for a change over the bus: the account's
// language page once it has saved the shopper's choice, the sign-in with the account's saved
// language. The shell switches the page as its own toggle does, and `language:changed` follows; a
// switch that cannot happen (the texts could not be fetched) shows the toggle's translated alert.
import { getEventBus, type EventBus, type Language } from 'shared-events';
import { setLanguage } from './i18n';
import { setLanguageNotice } from './language-notice';

export interface LanguageRequestOptions {
  bus?: EventBus;
  /** What switches the page; the shell's setLanguage by default. */
  switchTo?: (language: Language) => Promise<void>;
}

/** Starts answering `language:change-requested`; returns a function that stops it. */
export function listenForLanguageRequests({ bus = getEventBus(), switchTo = setLanguage }: LanguageRequestOptions = {}): () => void {
  // One switch at a time, in the order asked: the last request decides the language.
  let switching: Promise<void> = Promise.resolve();
  const requests = bus.subscribe('language:change-requested', ({ language }) => {
    switching = switching
      .then(() => switchTo(language))
      .catch((error: unknown) => {
        console.error('[shell] could not switch the language', error);
        setLanguageNotice('language_not_switched');
      });
  });
  return () => requests.unsubscribe();
}
