// All product lines, keyed by child category slug.
import type { Lines } from './line-model.js';
import { BABY_LINES, CLEANING_LINES, HOUSEHOLD_LINES, PERSONAL_LINES, PET_LINES } from './lines-care.js';
import { DAIRY_LINES } from './lines-dairy.js';
import { FRESH_LINES } from './lines-fresh.js';
import { FROZEN_LINES } from './lines-frozen.js';
import { BAKERY_LINES, COFFEE_TEA_LINES } from './lines-bakery-coffee.js';
import { PANTRY_LINES } from './lines-pantry.js';
import { DRINK_LINES, SNACK_LINES } from './lines-snacks-drinks.js';

export const LINES: Lines = {
  ...FRESH_LINES,
  ...FROZEN_LINES,
  ...PANTRY_LINES,
  ...DAIRY_LINES,
  ...SNACK_LINES,
  ...DRINK_LINES,
  ...BAKERY_LINES,
  ...COFFEE_TEA_LINES,
  ...BABY_LINES,
  ...CLEANING_LINES,
  ...PERSONAL_LINES,
  ...HOUSEHOLD_LINES,
  ...PET_LINES,
};
