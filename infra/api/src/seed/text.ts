// Naming helpers: slugs, pack sizes in English and Arabic, XML escaping.
import type { WeightType } from './types.js';

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Collapses the gaps left by empty template parts. */
export function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\s+([,،])/g, '$1').trim();
}

/** A countable unit for 'piece' sizes, with the Arabic forms numbers need. */
export interface CountUnit {
  en1: string;
  en: string;
  /** Form used alone for one ("حبة واحدة"). */
  arOne: string;
  /** Dual form, used alone for two ("حبتان"). */
  arTwo: string;
  /** Plural after 3 to 10. */
  arFew: string;
  /** Singular after 11 and above, written without case ending as on shelf labels. */
  arMany: string;
}

export const UNITS = {
  pcs: { en1: 'pc', en: 'pcs', arOne: 'حبة واحدة', arTwo: 'حبتان', arFew: 'حبات', arMany: 'حبة' },
  pieces: { en1: 'piece', en: 'pieces', arOne: 'قطعة واحدة', arTwo: 'قطعتان', arFew: 'قطع', arMany: 'قطعة' },
  sheets: { en1: 'sheet', en: 'sheets', arOne: 'منديل واحد', arTwo: 'منديلان', arFew: 'مناديل', arMany: 'منديل' },
  wipes: { en1: 'wipe', en: 'wipes', arOne: 'منديل واحد', arTwo: 'منديلان', arFew: 'مناديل', arMany: 'منديل' },
  rolls: { en1: 'roll', en: 'rolls', arOne: 'لفة واحدة', arTwo: 'لفتان', arFew: 'لفات', arMany: 'لفة' },
  bags: { en1: 'bag', en: 'bags', arOne: 'كيس واحد', arTwo: 'كيسان', arFew: 'أكياس', arMany: 'كيس' },
  tablets: { en1: 'tablet', en: 'tablets', arOne: 'قرص واحد', arTwo: 'قرصان', arFew: 'أقراص', arMany: 'قرص' },
  bunch: { en1: 'bunch', en: 'bunches', arOne: 'ربطة واحدة', arTwo: 'ربطتان', arFew: 'ربطات', arMany: 'ربطة' },
  sachets: { en1: 'sachet', en: 'sachets', arOne: 'ظرف واحد', arTwo: 'ظرفان', arFew: 'أظرف', arMany: 'ظرف' },
  cubes: { en1: 'cube', en: 'cubes', arOne: 'مكعب واحد', arTwo: 'مكعبان', arFew: 'مكعبات', arMany: 'مكعب' },
  bars: { en1: 'bar', en: 'bars', arOne: 'لوح واحد', arTwo: 'لوحان', arFew: 'ألواح', arMany: 'لوح' },
  pairs: { en1: 'pair', en: 'pairs', arOne: 'زوج واحد', arTwo: 'زوجان', arFew: 'أزواج', arMany: 'زوج' },
} as const satisfies Record<string, CountUnit>;

export type UnitKey = keyof typeof UNITS;

function num(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

export function countEn(n: number, unit: CountUnit): string {
  return n === 1 ? `1 ${unit.en1}` : `${num(n)} ${unit.en}`;
}

/** Arabic counted noun: 1 and 2 stand alone, 3-10 take the plural, 11+ the singular. */
export function countAr(n: number, unit: CountUnit): string {
  if (n === 1) return unit.arOne;
  if (n === 2) return unit.arTwo;
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${num(n)} ${unit.arFew}`;
  return `${num(n)} ${unit.arMany}`;
}

const EN_UNIT: Record<Exclude<WeightType, 'piece'>, string> = { g: 'g', kg: 'kg', ml: 'ml', l: 'L' };
const AR_UNIT: Record<Exclude<WeightType, 'piece'>, string> = { g: 'غرام', kg: 'كيلو', ml: 'مل', l: 'لتر' };

/** "1L", "330ml x 12", "30 pcs". */
export function sizeEn(amount: number, type: WeightType, pack: number | undefined, unit: CountUnit): string {
  const one = type === 'piece' ? countEn(amount, unit) : `${num(amount)}${EN_UNIT[type]}`;
  return pack && pack > 1 ? `${one} x ${pack}` : one;
}

/** "1 لتر", "330 مل × 12", "30 حبة". */
export function sizeAr(amount: number, type: WeightType, pack: number | undefined, unit: CountUnit): string {
  const one = type === 'piece' ? countAr(amount, unit) : `${num(amount)} ${AR_UNIT[type]}`;
  return pack && pack > 1 ? `${one} × ${pack}` : one;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
