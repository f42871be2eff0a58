import { latinDigits, parseDecimal } from './digits';

describe('latinDigits', () => {
  it('turns both Arabic-Indic digit sets into ASCII digits and leaves other text alone', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ x9')).toBe('0123456789 0123456789 x9');
    expect(latinDigits('حي ٥')).toBe('حي 5');
  });
});

describe('parseDecimal', () => {
  it.each([
    ['24.7136', 24.7136],
    ['٢٤٫٧١٣٦', 24.7136],
    ['٢٤.٧١٣٦', 24.7136],
    ['۴۶٫۶۷۵۳', 46.6753],
    [' 46.6753 ', 46.6753],
    ['-12', -12],
    ['.5', 0.5],
  ])('reads %j as %d', (typed, expected) => {
    expect(parseDecimal(typed)).toBe(expected);
  });

  it.each(['', '  ', 'north', '0x18', '1e3', 'Infinity', '24,71', '24.7.1'])('refuses %j', (typed) => {
    expect(parseDecimal(typed)).toBeNull();
  });
});
