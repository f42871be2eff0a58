import { addressHeader, addressTypeOf } from './address';

describe('addressHeader', () => {
  it('is the last comma-separated part of address1, in either script', () => {
    expect(addressHeader('King Fahd Rd, Al Olaya, Riyadh')).toBe('Riyadh');
    expect(addressHeader('طريق الملك فهد، العليا، الرياض')).toBe('الرياض');
    expect(addressHeader('Hittin, Riyadh, ')).toBe('Riyadh');
    expect(addressHeader('Jeddah')).toBe('Jeddah');
  });

  it('is null without text', () => {
    expect(addressHeader('')).toBeNull();
    expect(addressHeader(' , ')).toBeNull();
    expect(addressHeader(null)).toBeNull();
  });
});

describe('addressTypeOf', () => {
  it('reads either case and defaults to shipping', () => {
    expect(addressTypeOf('billing')).toBe('BILLING');
    expect(addressTypeOf('SHIPPING')).toBe('SHIPPING');
    expect(addressTypeOf(undefined)).toBe('SHIPPING');
  });
});
