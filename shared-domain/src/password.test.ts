import { isStrongPassword, passwordRules } from './password';

describe('password rule', () => {
  it('names each part the password meets', () => {
    expect(passwordRules('')).toEqual({ length: false, letter: false, digit: false });
    expect(passwordRules('abcdefgh')).toEqual({ length: true, letter: true, digit: false });
    expect(passwordRules('12345678')).toEqual({ length: true, letter: false, digit: true });
  });

  it('needs 8 to 128 characters with a letter and an ASCII digit', () => {
    expect(isStrongPassword('Dates2025')).toBe(true);
    expect(isStrongPassword('كلمةسر123')).toBe(true);
    expect(isStrongPassword('تمر٢٠٢٥سكري')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abc1')).toBe(false);
    expect(isStrongPassword(`a1${'x'.repeat(126)}`)).toBe(true);
    expect(isStrongPassword(`a1${'x'.repeat(127)}`)).toBe(false);
  });
});
