import { addressHeader, addressLines, addressTypeOf } from './address';

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

describe('addressLines', () => {
  it('gives the lines a shopper typed, trimmed, blank ones left out', () => {
    expect(addressLines({ address1: ' 2736 Abu Bakr Al Siddiq Road, Riyadh ', address2: 'Villa 7' })).toEqual(['2736 Abu Bakr Al Siddiq Road, Riyadh', 'Villa 7']);
    expect(addressLines({ address1: 'طريق الملك فهد، العليا', address2: '  ' })).toEqual(['طريق الملك فهد، العليا']);
    expect(addressLines({ address1: null, address2: null })).toEqual([]);
    expect(addressLines(null)).toEqual([]);
  });
});
