// What went wrong with the last language switch, whoever asked for it (the header's toggle, or
// another team over `language:change-requested`): the toggle shows it as an alert. Kept outside any
// component: switching direction remounts the whole frame, and the alert must outlive that remount
// to be read in the language the shopper switched to.
import { useSyncExternalStore } from 'react';

/** The language was not saved on the account, or the page could not switch to it at all. */
export type LanguageNotice = 'language_not_saved' | 'language_not_switched' | null;

let notice: LanguageNotice = null;
const listeners = new Set<() => void>();

export function setLanguageNotice(value: LanguageNotice): void {
  notice = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const read = () => notice;
// the server renders no alert: nothing has gone wrong before the page exists
const none = () => null;

/** The notice to show now; re-renders when it changes. */
export function useLanguageNotice(): LanguageNotice {
  return useSyncExternalStore(subscribe, read, none);
}
