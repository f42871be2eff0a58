import { allowedTypos, editDistance, normaliseArabic, normaliseWithMap, queryTokens, stripArticle } from './normalise-arabic.js';

describe('normaliseArabic', () => {
  it('folds alef forms, taa marbuta and alef maqsura', () => {
    expect(normaliseArabic('أحمد')).toBe('احمد');
    expect(normaliseArabic('إسلام آمن')).toBe('اسلام امن');
    expect(normaliseArabic('مياة')).toBe('مياه');
    expect(normaliseArabic('مستشفى')).toBe('مستشفي');
  });

  it('drops diacritics and tatweel', () => {
    expect(normaliseArabic('حَلِيْب')).toBe('حليب');
    expect(normaliseArabic('حـــليب')).toBe('حليب');
  });

  it('turns Arabic-Indic and Persian digits into ASCII', () => {
    expect(normaliseArabic('١٢٣ ۴۵')).toBe('123 45');
  });

  it('lower-cases ASCII and collapses punctuation to single spaces', () => {
    expect(normaliseArabic('  Fresh-MILK, 1L!! ')).toBe('fresh milk 1l');
  });

  it('maps every output character back to its source', () => {
    const source = 'الحَليب';
    const { text, sourceIndex } = normaliseWithMap(source);
    expect(text).toBe('الحليب');
    expect(sourceIndex).toEqual([0, 1, 2, 4, 5, 6]);
  });
});

describe('query tokens', () => {
  it('strips a leading article when enough remains', () => {
    expect(stripArticle('الحليب')).toBe('حليب');
    expect(stripArticle('والحليب')).toBe('حليب');
    expect(stripArticle('ال')).toBeNull();
    expect(queryTokens('الحليب الطازج')).toEqual(['حليب', 'طازج']);
  });

  it('deduplicates and bounds tokens', () => {
    expect(queryTokens('milk milk')).toEqual(['milk']);
    expect(queryTokens('a b c d e f g h i j', 8)).toHaveLength(8);
  });
});

describe('editDistance', () => {
  it('counts insertions, substitutions and transpositions', () => {
    expect(editDistance('حلييب', 'حليب')).toBe(1);
    expect(editDistance('milk', 'mlik')).toBe(1);
    expect(editDistance('milk', 'silk')).toBe(1);
    expect(editDistance('milk', 'water', 2)).toBe(3);
  });

  it('forgives more typos in longer words', () => {
    expect(allowedTypos('tea')).toBe(0);
    expect(allowedTypos('milk')).toBe(1);
    expect(allowedTypos('chocolate')).toBe(2);
  });
});
