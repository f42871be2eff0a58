// The 3-D Secure page's two languages: Arabic (the default, right-to-left) and English, chosen by
// `?lang=` or the browser's Accept-Language. Texts live in locales/{ar,en}/three-d-secure.json.
import fs from 'node:fs';

export type Language = 'ar' | 'en';
export const LANGUAGES: readonly Language[] = ['ar', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ar';

export type MessageKey =
  | 'provider_name'
  | 'page_title'
  | 'heading'
  | 'sandbox_note'
  | 'intro_payment'
  | 'intro_token'
  | 'amount_label'
  | 'order_label'
  | 'card_label'
  | 'amount_value'
  | 'brand_mada'
  | 'brand_visa'
  | 'brand_master'
  | 'choice_legend'
  | 'approve'
  | 'fail'
  | 'language_nav'
  | 'switch_language'
  | 'invalid_choice'
  | 'not_found_title'
  | 'not_found';

function load(language: Language): Record<MessageKey, string> {
  const file = new URL(`./locales/${language}/three-d-secure.json`, import.meta.url);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<MessageKey, string>;
}

const MESSAGES: Record<Language, Record<MessageKey, string>> = { ar: load('ar'), en: load('en') };

export function translate(language: Language, key: MessageKey, values: Record<string, string> = {}): string {
  return MESSAGES[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

/** The first of ar or en the browser accepts, by q-value then order; null when it names neither. */
export function acceptedLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.primary !== '' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? null;
}

export function pageLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  return isLanguage(query) ? query : (acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE);
}
