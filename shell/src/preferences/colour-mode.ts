// Spec §4: colour mode is light by default, persisted locally, and does not follow the system.
import { BROWSER_STORAGE_KEYS } from 'shared-domain';

export const COLOUR_MODE_KEY = BROWSER_STORAGE_KEYS.shell.colourMode;
export type ColourMode = 'light' | 'dark';

export function readColourMode(storage: Storage = localStorage): ColourMode {
  return storage.getItem(COLOUR_MODE_KEY) === 'dark' ? 'dark' : 'light';
}

export function applyColourMode(mode: ColourMode = readColourMode(), storage: Storage = localStorage): ColourMode {
  storage.setItem(COLOUR_MODE_KEY, mode);
  document.documentElement.dataset.colourMode = mode;
  // Pin the scheme so the browser's own dark preference never restyles form controls.
  document.documentElement.style.colorScheme = mode;
  return mode;
}
