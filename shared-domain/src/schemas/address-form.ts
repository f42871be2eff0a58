// The address book's form as the shopper fills it in (texts as typed, the pin's latitude and
// longitude as typed or filled from a district or the browser's location), read into the address
// the API saves (addressInputSchema): its output is exactly createAddress / updateAddress's input,
// and every issue's message is the message key the API would answer for the same field.
import { ADDRESS_LINE_MAX_LENGTH, ADDRESS_TYPES, addressHeader } from '../address';
import { parseDecimal } from '../digits';
import { addressInputSchema } from './address-input';
import './zod';
import * as z from 'zod';

export const addressFormSchema = z
  .object({
    addressType: z.enum(ADDRESS_TYPES, { error: () => 'invalid_value' }),
    address1: z.string({ error: () => 'field_required' }).max(ADDRESS_LINE_MAX_LENGTH * 4, 'field_too_long'),
    address2: z.string({ error: () => 'invalid_type' }).max(ADDRESS_LINE_MAX_LENGTH * 4, 'field_too_long').default(''),
    lat: z.string({ error: () => 'invalid_coordinate' }).max(40, 'invalid_coordinate'),
    long: z.string({ error: () => 'invalid_coordinate' }).max(40, 'invalid_coordinate'),
    isDefault: z.boolean({ error: () => 'invalid_type' }).default(false),
  })
  // a pin typed in any digit set ("٢٤٫٧٦"); an empty or unreadable one is no number, so the API's rule names it
  .transform(
    (form): z.input<typeof addressInputSchema> => ({
      ...form,
      address2: form.address2.trim() === '' ? null : form.address2,
      lat: parseDecimal(form.lat) ?? Number.NaN,
      long: parseDecimal(form.long) ?? Number.NaN,
      country: 'SA',
    }),
  )
  .pipe(addressInputSchema);

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;

/** The `header` (spec §3) an address line gives, as the form shows it while the shopper types. */
export const addressFormHeader = (address1: string): string | null => addressHeader(address1.slice(0, ADDRESS_LINE_MAX_LENGTH));
