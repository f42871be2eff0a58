// An address as the address book saves it (createAddress, updateAddress, setCurrentAddress).
import { ADDRESS_LINE_MAX_LENGTH, ADDRESS_TYPES } from '../address';
import { isInSaudiArabia } from '../coordinates';
import { latitudeSchema, longitudeSchema, optionalTextSchema, requiredTextSchema } from './fields';
import { z } from './zod';

export const addressInputSchema = z
  .object({
    address1: requiredTextSchema(ADDRESS_LINE_MAX_LENGTH),
    address2: optionalTextSchema(ADDRESS_LINE_MAX_LENGTH),
    lat: latitudeSchema,
    long: longitudeSchema,
    addressType: z.enum(ADDRESS_TYPES, { error: () => 'invalid_value' }),
    isDefault: z.boolean({ error: () => 'invalid_type' }).nullish(),
    country: z.literal('SA', { error: () => 'invalid_value' }).nullish(),
  })
  .superRefine(
    (input, ctx) => {
      // the store delivers in the kingdom only (country SA)
      if (!isInSaudiArabia(input.lat, input.long)) ctx.addIssue({ code: 'custom', path: ['lat'], message: 'invalid_coordinate' });
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'lat' || issue.path?.[0] === 'long') },
  );
