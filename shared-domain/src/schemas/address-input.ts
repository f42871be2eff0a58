// An address as the address book saves it (createAddress, updateAddress, setCurrentAddress).
import { ADDRESS_LINE_MAX_LENGTH, ADDRESS_TYPES } from '../address';
import { isInSaudiArabia } from '../coordinates';
import { latitudeSchema, longitudeSchema, optionalTextSchema, requiredTextSchema } from './fields';
import './zod';
import * as z from 'zod';

/**
 * The store delivers in the kingdom only (country SA): a point outside it is refused on `lat`. Judged
 * once both coordinates have read cleanly. The address picker's typed coordinates are held to it too.
 */
export function deliveringInTheKingdom<T extends z.ZodType<{ lat: number; long: number }>>(schema: T) {
  return schema.superRefine(
    (input, ctx) => {
      if (!isInSaudiArabia(input.lat, input.long)) ctx.addIssue({ code: 'custom', path: ['lat'], message: 'invalid_coordinate' });
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'lat' || issue.path?.[0] === 'long') },
  );
}

export const addressInputSchema = deliveringInTheKingdom(
  z.object({
    address1: requiredTextSchema(ADDRESS_LINE_MAX_LENGTH),
    address2: optionalTextSchema(ADDRESS_LINE_MAX_LENGTH),
    lat: latitudeSchema,
    long: longitudeSchema,
    addressType: z.enum(ADDRESS_TYPES, { error: () => 'invalid_value' }),
    isDefault: z.boolean({ error: () => 'invalid_type' }).nullish(),
    country: z.literal('SA', { error: () => 'invalid_value' }).nullish(),
  }),
);
