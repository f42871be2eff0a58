import {
  brandFromProvider,
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberProblem,
  formatCardNumber,
  isCardCvc,
  isCardholderName,
  lastFourOf,
  luhnValid,
} from './card';

// The provider's published test cards (infra/payments-sandbox README), by brand.
const MADA = ['4201320111111010', '4201320000013020', '4201320000311101', '4201321234411220'];
const VISA = '4111111111111111';
const MASTERCARD = '5421080101000000';

describe('Luhn check', () => {
  it.each([...MADA, VISA, MASTERCARD, '2223000048400011'])('accepts %s', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each(['4111111111111112', '4201320111111011', '12a4', ''])('refuses %s', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });
});

describe('brand by BIN', () => {
  it.each(MADA)('reads %s as mada, although it starts with 4', (digits) => {
    expect(cardBrand(digits)).toBe('mada');
  });

  it('tells Visa and Mastercard (51-55 and 2221-2720), and nothing else', () => {
    expect(cardBrand(VISA)).toBe('visa');
    expect(cardBrand(MASTERCARD)).toBe('mastercard');
    expect(cardBrand('2223000048400011')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBeNull(); // American Express
    expect(cardBrand('6011111111111117')).toBeNull(); // Discover
    expect(cardBrand('')).toBeNull();
  });

  it('follows the number as it is typed: Visa by its first digit, mada once the BIN is complete', () => {
    expect(cardBrand('4')).toBe('visa');
    expect(cardBrand('4201 3')).toBe('visa');
    expect(cardBrand('4201 32')).toBe('mada');
    expect(cardBrand('5')).toBeNull();
    expect(cardBrand('54')).toBe('mastercard');
    expect(cardBrand('٥٤٢١')).toBe('mastercard');
  });

  it("reads the provider's company names as ours", () => {
    expect(brandFromProvider('master')).toBe('mastercard');
    expect(brandFromProvider('Visa')).toBe('visa');
    expect(brandFromProvider('mada')).toBe('mada');
    expect(brandFromProvider('amex')).toBeNull();
    expect(brandFromProvider(undefined)).toBeNull();
  });
});

describe('grouping and stripping', () => {
  it('groups the number in fours as it is typed, whatever was typed between the digits', () => {
    expect(formatCardNumber('4201')).toBe('4201');
    expect(formatCardNumber('42013')).toBe('4201 3');
    expect(formatCardNumber('4201-3201 1111 1010')).toBe('4201 3201 1111 1010');
    expect(formatCardNumber('٤٢٠١٣٢٠١١١١١١٠١٠')).toBe('4201 3201 1111 1010');
    expect(formatCardNumber('4201 abc 32')).toBe('4201 32');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('strips spaces and dashes (spec §5) and keeps only the last four for display', () => {
    expect(cardDigits('4201 3201 1111 1010')).toBe('4201320111111010');
    expect(cardDigits(' 5421-0801-0100-0000 ')).toBe('5421080101000000');
    expect(lastFourOf('4201 3201 1111 1010')).toBe('1010');
  });

  it('says what is wrong with a number', () => {
    expect(cardNumberProblem('')).toBe('field_required');
    expect(cardNumberProblem('4201 3201 1111 1011')).toBe('card_number_invalid');
    expect(cardNumberProblem('4201 32')).toBe('card_number_invalid');
    expect(cardNumberProblem('3782 822463 10005')).toBe('card_brand_unsupported');
    expect(cardNumberProblem('4201 3201 1111 1010')).toBeNull();
  });
});

describe('expiry, CVC and name', () => {
  const now = new Date(2026, 4, 20); // 20 May 2026

  it('keeps a card usable through the end of its expiry month', () => {
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(5, 26, now)).toBe(false);
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });

  it('takes a CVC of exactly three digits, in either digit set', () => {
    expect(isCardCvc('123')).toBe(true);
    expect(isCardCvc('١٢٣')).toBe(true);
    expect(isCardCvc('12')).toBe(false);
    expect(isCardCvc('1234')).toBe(false);
    expect(isCardCvc('12a')).toBe(false);
  });

  it('wants a first and a last name on the card', () => {
    expect(isCardholderName('Sara Alqahtani')).toBe(true);
    expect(isCardholderName('سارة القحطاني')).toBe(true);
    expect(isCardholderName('Sara')).toBe(false);
    expect(isCardholderName('   ')).toBe(false);
  });
});
