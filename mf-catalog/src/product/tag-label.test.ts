import i18next from 'i18next';
import { initTestI18n } from '../test-utils';
import { tagLabel } from './tag-label';

// Every tag the catalogue's seed gives products: the line and variant tags of its product lines,
// plus saudi-made, offer, family-pack, new and bestseller added by the generator.
const SEED_TAGS = [
  'alcohol-free',
  'bestseller',
  'bpa-free',
  'caffeine-free',
  'family-pack',
  'gift',
  'gluten-free',
  'halal-gelatine',
  'high-fibre',
  'high-protein',
  'lactose-free',
  'low-fat',
  'new',
  'no-added-sugar',
  'non-alcoholic',
  'offer',
  'organic',
  'saudi-made',
  'sugar-free',
];

describe('tagLabel', () => {
  beforeAll(() => initTestI18n('ar'));

  it.each(SEED_TAGS)('has an Arabic and an English label for %s', (tag) => {
    const ar = tagLabel(i18next, tag, 'ar');
    const en = tagLabel(i18next, tag, 'en');
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(ar).not.toBe(en);
    expect(i18next.exists(`product.tag_${tag}`, { ns: 'homepage', lng: 'en', fallbackLng: [] })).toBe(true);
    expect(i18next.exists(`product.tag_${tag}`, { ns: 'homepage', lng: 'ar', fallbackLng: [] })).toBe(true);
  });

  it('reads an unknown tag as words in English and leaves it out in Arabic', () => {
    expect(tagLabel(i18next, 'ramadan-special', 'en')).toBe('Ramadan special');
    expect(tagLabel(i18next, 'ramadan-special', 'ar')).toBeNull();
    expect(tagLabel(i18next, '--', 'en')).toBeNull();
  });
});
