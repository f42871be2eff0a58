import { ean13CheckDigit, isValidEan13, withCheckDigit } from './ean13.js';

describe('EAN-13', () => {
  it('computes check digits of known barcodes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('628100000000')).toBe(7);
  });

  it('validates full codes', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13(withCheckDigit('628000100001'))).toBe(true);
  });

  it('rejects a malformed body', () => {
    expect(() => ean13CheckDigit('12345')).toThrow();
  });
});
