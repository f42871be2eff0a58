// How product lines are written. A line is one product family from one or more brands
// (e.g. "fresh milk" from Almarai, Nadec and Al Safi); the generator expands it into one product
// per brand x variant x size.
import type { UnitKey } from '../text.js';
import type { WeightType } from '../types.js';

/** amount, unit, reference price in SAR for a mid-priced brand, units per multipack. */
export type SizeDef = readonly [amount: number, type: WeightType, priceSar: number, pack?: number];

export type AttrKey =
  | 'fat' | 'flavour' | 'origin' | 'size' | 'scent' | 'type' | 'cut' | 'stage' | 'roast' | 'variety'
  | 'use' | 'colour' | 'strength';

export const ATTRIBUTES: Record<AttrKey, readonly [string, string]> = {
  fat: ['Fat Content', 'نسبة الدسم'],
  flavour: ['Flavour', 'النكهة'],
  origin: ['Country of Origin', 'بلد المنشأ'],
  size: ['Size', 'المقاس'],
  scent: ['Scent', 'الرائحة'],
  type: ['Type', 'النوع'],
  cut: ['Cut', 'القطعية'],
  stage: ['Stage', 'المرحلة'],
  roast: ['Roast', 'درجة التحميص'],
  variety: ['Variety', 'الصنف'],
  use: ['Suitable For', 'الاستخدام'],
  colour: ['Colour', 'اللون'],
  strength: ['Strength', 'القوة'],
};

export interface VariantDef {
  en: string;
  ar: string;
  /** Attribute the variant sets, with its value (defaults to the variant's own words). */
  a?: AttrKey;
  av?: readonly [string, string];
  /** Price factor against the line's reference price. */
  p?: number;
  t?: readonly string[];
  /** Country of origin when it differs from the brand's. */
  o?: string;
  /** Sizes when this variant is sold in its own sizes. */
  s?: readonly SizeDef[];
  /** Product type when it differs from the line's. */
  ty?: string;
}

export interface LineDef {
  type: string;
  /** English template: {b} brand, {v} variant. Missing {b} goes first, missing {v} right after it. */
  en: string;
  /** Arabic template: missing {b} and {v} are appended in that order. */
  ar: string;
  brands: readonly string[];
  sizes: readonly SizeDef[];
  v?: readonly VariantDef[];
  /** Unbranded produce: one product per variant x size, brands rotate as the packer. */
  noBrand?: boolean;
  unit?: UnitKey;
  tags?: readonly string[];
  /** Country of origin of the whole line when it differs from the brand's. */
  o?: string;
  /** Fixed attributes of the whole line. */
  at?: readonly (readonly [AttrKey, string, string])[];
  /** Storage or ingredients text; null for none; absent to use the family's. */
  det?: readonly [string, string] | null;
  /** A line-specific description sentence. */
  about?: readonly [string, string];
}

export type Lines = Record<string, LineDef[]>;

export function L(
  type: string,
  en: string,
  ar: string,
  brands: readonly string[],
  sizes: readonly SizeDef[],
  opts: Partial<Omit<LineDef, 'type' | 'en' | 'ar' | 'brands' | 'sizes'>> = {},
): LineDef {
  return { type, en, ar, brands, sizes, ...opts };
}

/** Plain variant. */
export function v(en: string, ar: string, extra: Partial<VariantDef> = {}): VariantDef {
  return { en, ar, ...extra };
}

/** Flavour variant: Arabic "بالفراولة" in the name, "فراولة" as the attribute value. */
export function fl(en: string, ar: string, arValue: string, extra: Partial<VariantDef> = {}): VariantDef {
  return { en, ar, a: 'flavour', av: [en, arValue], ...extra };
}

/** Fat content variant. */
export function fat(en: string, ar: string, extra: Partial<VariantDef> = {}): VariantDef {
  return { en, ar, a: 'fat', ...extra };
}

/** Variant that is also the attribute `a` with the same words. */
export function va(a: AttrKey, en: string, ar: string, extra: Partial<VariantDef> = {}): VariantDef {
  return { en, ar, a, ...extra };
}
