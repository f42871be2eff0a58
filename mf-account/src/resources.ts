// This team's translation namespaces (spec §2), in both languages.
import type { Resources } from 'remote-kit';
import arAuth from './locales/ar/auth.json';
import arProfile from './locales/ar/profile.json';
import enAuth from './locales/en/auth.json';
import enProfile from './locales/en/profile.json';

export const resources: Resources = {
  ar: { auth: arAuth, profile: arProfile },
  en: { auth: enAuth, profile: enProfile },
};
