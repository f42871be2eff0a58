import { isStrongPassword, normaliseEmail, normalisePhone, parseIdentifier } from './identity-rules.js';

describe('identity rules', () => {
  it('normalises Saudi mobile numbers', () => {
    expect(normalisePhone('0551234567')).toBe('+966551234567');
    expect(normalisePhone('+966 55 123 4567')).toBe('+966551234567');
    expect(normalisePhone('٠٥٥١٢٣٤٥٦٧')).toBe('+966551234567');
    expect(normalisePhone('0112345678')).toBeNull();
  });

  it('reads an identifier as email or phone', () => {
    expect(parseIdentifier(' A@Example.com ')).toEqual({ kind: 'email', value: 'a@example.com' });
    expect(parseIdentifier('0551234567')).toEqual({ kind: 'phone', value: '+966551234567' });
    expect(parseIdentifier('nobody')).toBeNull();
    expect(normaliseEmail('x@y')).toBeNull();
  });

  it('asks for letters and digits, at least eight', () => {
    expect(isStrongPassword('abc12345')).toBe(true);
    expect(isStrongPassword('كلمةسر123')).toBe(true);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abc1')).toBe(false);
  });
});
