// Locale rules (spec §2, §4, §9): URL prefix or the `locale` cookie, falling back to Arabic.
import { COOKIE_NAMES } from 'shared-domain';

export type Language = 'ar' | 'en';
export const LOCALE_COOKIE = COOKIE_NAMES.shell.locale;
export const LOCALE_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** Anything but 'ar' or 'en' (including the router's 'default' locale) means Arabic. */
export function normaliseLanguage(value: string | null | undefined): Language {
  const lower = value?.toLowerCase();
  return lower === 'en' ? 'en' : 'ar';
}

const PREFIX = /^\/(ar|en)(?=\/|$)/;

export function languageFromUrl(pathname: string): Language | null {
  const match = PREFIX.exec(pathname);
  return match ? normaliseLanguage(match[1]) : null;
}

export function stripLocalePrefix(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

export function languageFromCookie(cookie: string): Language | null {
  const match = /(?:^|;\s*)locale=([^;]*)/.exec(cookie);
  if (!match?.[1]) return null;
  const value = decodeURIComponent(match[1]).toLowerCase();
  return value === 'ar' || value === 'en' ? value : null;
}

export function detectLanguage(pathname: string, cookie: string): Language {
  return languageFromUrl(pathname) ?? languageFromCookie(cookie) ?? 'ar';
}

export function localeCookie(language: Language, secure: boolean): string {
  return `${LOCALE_COOKIE}=${language}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
