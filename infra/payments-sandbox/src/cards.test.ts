import { luhnNumber } from '../test/helpers';
import { behaviourOf, cardBrand, luhnValid, maskCardNumber, TEST_CARDS, UNKNOWN_CARD_MESSAGE } from './cards';

describe('test cards', () => {
  it('lists the published cards with their outcomes; every mada card asks for 3-D Secure, Visa and Mastercard do not', () => {
    const table = TEST_CARDS.map(({ number, brand, outcome, message, challenge }) => [number, brand, outcome, message, challenge]);
    expect(table).toEqual([
      ['4201320111111010', 'mada', 'approved', 'APPROVED', true],
      ['4201320000013020', 'mada', 'declined', 'UNSPECIFIED FAILURE', true],
      ['4201320000311101', 'mada', 'declined', 'INSUFFICIENT FUNDS', true],
      ['4201320131000508', 'mada', 'declined', 'DECLINED: LOST CARD', true],
      ['4201321234411220', 'mada', 'declined', 'DECLINED', true],
      ['4201322267774310', 'mada', 'declined', 'DECLINED: EXPIRED CARD', true],
      ['4201326324640570', 'mada', 'declined', 'DECLINED: EXCEEDS WITHDRAWAL LIMIT', true],
      ['4201321144311528', 'mada', 'declined', 'DECLINED: STOLEN CARD', true],
      ['4111111111111111', 'visa', 'approved', 'APPROVED', false],
      ['5421080101000000', 'master', 'approved', 'APPROVED', false],
    ]);
  });

  it.each(TEST_CARDS.map((card) => [card.number, card]))('%s passes the Luhn check and is recognised by its BIN', (number, card) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardBrand(number)).toBe(card.brand);
    expect(behaviourOf(number, card.brand)).toEqual({ outcome: card.outcome, message: card.message, challenge: card.challenge });
  });

  it('declines any other number with a message that says to use a test card', () => {
    expect(behaviourOf('4000000000000002', 'visa')).toEqual({ outcome: 'declined', message: UNKNOWN_CARD_MESSAGE, challenge: false });
    expect(behaviourOf(luhnNumber('588845'), 'mada')).toEqual({ outcome: 'declined', message: UNKNOWN_CARD_MESSAGE, challenge: true });
    expect(UNKNOWN_CARD_MESSAGE).toMatch(/test card/);
  });
});

describe('luhnValid', () => {
  it('refuses a number with one digit changed, and anything but digits', () => {
    expect(luhnValid('4201320111111011')).toBe(false);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111-1111-1111-1111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('cardBrand', () => {
  it.each(['440647', '588845', '968208', '420132'])('calls BIN %s mada whatever its network prefix', (bin) => {
    expect(cardBrand(luhnNumber(bin))).toBe('mada');
  });

  it('calls other 4-numbers Visa and 51-55 or 2221-2720 Mastercard', () => {
    expect(cardBrand(luhnNumber('4000'))).toBe('visa');
    for (const prefix of ['51', '53', '55', '2221', '2500', '2720']) expect(cardBrand(luhnNumber(prefix)), prefix).toBe('master');
  });

  it('knows no other network', () => {
    for (const prefix of ['50', '56', '2220', '2721', '34', '37', '6011', '35']) expect(cardBrand(luhnNumber(prefix)), prefix).toBeNull();
  });
});

describe('maskCardNumber', () => {
  it('keeps the first six and last four digits in groups of four', () => {
    expect(maskCardNumber('4201320111111010')).toBe('4201-32XX-XXXX-1010');
    expect(maskCardNumber('5421080101000000')).toBe('5421-08XX-XXXX-0000');
    expect(maskCardNumber('4111111111111111111')).toBe('4111-11XX-XXXX-XXX1-111');
  });
});
