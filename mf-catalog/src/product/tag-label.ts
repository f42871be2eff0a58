// Product tags come from the catalogue as slugs ("saudi-made"); each known one has a label in
// both languages under homepage:product.tag_<slug>.
import { type i18n as I18n } from 'i18next';
import { type Language } from '../shared/language';

/**
 * The tag's label in the page language. A tag without a translation reads as its own words in
 * English and is left out in Arabic, where an English word would be out of place.
 */
export function tagLabel(i18n: I18n, tag: string, language: Language): string | null {
  const key = `product.tag_${tag}`;
  // No fallback language: an Arabic page never borrows the English label, nor the reverse.
  if (i18n.exists(key, { ns: 'homepage', lng: language, fallbackLng: [] })) return i18n.t(key, { ns: 'homepage', lng: language });
  if (language === 'ar') return null;
  const words = tag.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}
