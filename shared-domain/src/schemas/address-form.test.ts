import { addressFormHeader, addressFormSchema } from './address-form';
import { addressInputSchema } from './address-input';
import { validateInput } from './problems';

const filled = { addressType: 'SHIPPING', address1: ' King Fahd Road, Al Olaya, Riyadh ', address2: 'Building 12, floor 3', lat: '24.6937', long: '46.6848', isDefault: true };

describe('the address book form', () => {
  it('reads what was typed into the input the API saves, which the API schema accepts as it is', () => {
    const saved = addressFormSchema.parse(filled);
    expect(saved).toEqual({ addressType: 'SHIPPING', address1: 'King Fahd Road, Al Olaya, Riyadh', address2: 'Building 12, floor 3', lat: 24.6937, long: 46.6848, isDefault: true, country: 'SA' });
    expect(addressInputSchema.parse(saved)).toEqual(saved);
  });

  it('reads a pin typed with Arabic-Indic digits and the Arabic decimal separator; a blank second line is none', () => {
    expect(addressFormSchema.parse({ ...filled, lat: '٢٤٫٨٠٩', long: '٤٦٫٦١١', address2: '   ' })).toMatchObject({ lat: 24.809, long: 46.611, address2: null });
  });

  it('names each problem with the message key the API answers for the same field', () => {
    expect(validateInput(addressFormSchema, { ...filled, address1: '  ', lat: '', long: 'north' })).toEqual({
      ok: false,
      problems: [
        { field: 'address1', key: 'field_required' },
        { field: 'lat', key: 'invalid_coordinate' },
        { field: 'long', key: 'invalid_coordinate' },
      ],
    });
    expect(validateInput(addressFormSchema, { ...filled, address1: 'x'.repeat(201) })).toEqual({ ok: false, problems: [{ field: 'address1', key: 'field_too_long' }] });
    // a readable pin outside the kingdom
    expect(validateInput(addressFormSchema, { ...filled, lat: '51.5072', long: '-0.1276' })).toEqual({ ok: false, problems: [{ field: 'lat', key: 'invalid_coordinate' }] });
    expect(validateInput(addressFormSchema, { ...filled, addressType: 'HOME' })).toEqual({ ok: false, problems: [{ field: 'addressType', key: 'invalid_value' }] });
  });

  it('shows the header label the address will have: its last comma-separated part', () => {
    expect(addressFormHeader('طريق الملك فهد، العليا، الرياض')).toBe('الرياض');
    expect(addressFormHeader('Al Malqa, Riyadh')).toBe('Riyadh');
    expect(addressFormHeader('  ')).toBeNull();
  });
});
