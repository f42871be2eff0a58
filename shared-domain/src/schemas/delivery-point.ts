// Where the address picker delivers: a Riyadh district chosen from the list, or a latitude and a
// longitude typed in any digit set. Typed coordinates are held to the address book's rule (in the
// kingdom), the one the API applies to the address saved from them.
import { parseDecimal } from '../digits';
import { districtBySlug } from '../districts';
import type { FieldMessageKey } from '../message-keys';
import { deliveringInTheKingdom } from './address-input';
import { latitudeSchema, longitudeSchema, typeError } from './fields';
import './zod';
import * as z from 'zod';

const key = (message: FieldMessageKey) => message;

/** A district of the list by its slug; the output is the district (names and centre). */
export const districtChoiceSchema = z.object({
  district: z.string({ error: typeError }).transform((slug, ctx) => {
    const district = districtBySlug(slug);
    if (!district) {
      ctx.addIssue({ code: 'custom', message: key(slug.trim() === '' ? 'field_required' : 'invalid_value') });
      return z.NEVER;
    }
    return district;
  }),
});

/** A decimal as typed (`.` or the Arabic `٫`, any digit set), then held to the bounds of `range`. */
const typedDegrees = (range: typeof latitudeSchema) =>
  z
    .string({ error: typeError })
    .max(40, key('invalid_coordinate'))
    .transform((text, ctx) => {
      if (text.trim() === '') {
        ctx.addIssue({ code: 'custom', message: key('field_required') });
        return z.NEVER;
      }
      const degrees = parseDecimal(text);
      if (degrees === null) {
        ctx.addIssue({ code: 'custom', message: key('invalid_coordinate') });
        return z.NEVER;
      }
      return degrees;
    })
    .pipe(range);

/** Coordinates as typed into the picker; the output is the point in decimal degrees. */
export const typedCoordinatesSchema = deliveringInTheKingdom(z.object({ lat: typedDegrees(latitudeSchema), long: typedDegrees(longitudeSchema) }));

export type TypedCoordinates = z.input<typeof typedCoordinatesSchema>;
