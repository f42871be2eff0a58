import { addressInputSchema } from './address-input';
import { districtChoiceSchema, typedCoordinatesSchema } from './delivery-point';
import { formProblems } from './problems';

describe('a district chosen in the picker', () => {
  it('gives the district of the list, names and centre', () => {
    expect(districtChoiceSchema.parse({ district: 'hittin' })).toEqual({
      district: { slug: 'hittin', name: 'Hittin', arName: 'حطين', lat: 24.764, long: 46.597 },
    });
  });

  it('is required, and must be one of the list', () => {
    expect(formProblems(districtChoiceSchema, { district: '' })).toEqual({ district: 'field_required' });
    expect(formProblems(districtChoiceSchema, {})).toEqual({ district: 'field_required' });
    expect(formProblems(districtChoiceSchema, { district: 'soho' })).toEqual({ district: 'invalid_value' });
  });
});

describe('coordinates typed in the picker', () => {
  it('read any digit set and the Arabic decimal separator', () => {
    expect(typedCoordinatesSchema.parse({ lat: '24.7136', long: ' 46.6753 ' })).toEqual({ lat: 24.7136, long: 46.6753 });
    expect(typedCoordinatesSchema.parse({ lat: '٢٤٫٧١٣٦', long: '۴۶.۶۷۵۳' })).toEqual({ lat: 24.7136, long: 46.6753 });
  });

  it('name each field that is missing or is not a number', () => {
    expect(formProblems(typedCoordinatesSchema, { lat: '24.7', long: '' })).toEqual({ long: 'field_required' });
    expect(formProblems(typedCoordinatesSchema, { lat: 'north', long: 'east' })).toEqual({ lat: 'invalid_coordinate', long: 'invalid_coordinate' });
    expect(formProblems(typedCoordinatesSchema, { lat: '1e3', long: '0x2E' })).toEqual({ lat: 'invalid_coordinate', long: 'invalid_coordinate' });
    expect(formProblems(typedCoordinatesSchema, { lat: '91', long: '46.6' })).toEqual({ lat: 'invalid_coordinate' });
  });

  it('refuse a point outside the kingdom on the latitude, as the address book does', () => {
    const london = { lat: '51.5072', long: '-0.1276' };
    expect(formProblems(typedCoordinatesSchema, london)).toEqual({ lat: 'invalid_coordinate' });
    expect(formProblems(addressInputSchema, { address1: 'London', lat: 51.5072, long: -0.1276, addressType: 'SHIPPING' })).toEqual({ lat: 'invalid_coordinate' });
    expect(formProblems(typedCoordinatesSchema, { lat: '٥١٫٥', long: '٠٫١٢' })).toEqual({ lat: 'invalid_coordinate' });
  });
});
