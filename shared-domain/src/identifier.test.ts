import { identifierProblem, parseIdentifier } from './identifier';

describe('parseIdentifier', () => {
  it('reads an email or a Saudi mobile in its canonical form', () => {
    expect(parseIdentifier(' A@Example.com ')).toEqual({ kind: 'email', value: 'a@example.com' });
    expect(parseIdentifier('0551234567')).toEqual({ kind: 'phone', value: '+966551234567' });
    expect(parseIdentifier('۰۵۵۱۲۳۴۵۶۷')).toEqual({ kind: 'phone', value: '+966551234567' });
    expect(parseIdentifier('nobody')).toBeNull();
    expect(parseIdentifier('x@y')).toBeNull();
  });
});

describe('identifierProblem', () => {
  it.each([
    ['', 'field_required'],
    ['   ', 'field_required'],
    ['noura@example', 'invalid_email'],
    ['12345', 'invalid_phone'],
    ['noura@example.sa', null],
    ['٠٥١٢٣٤٥٦٧٨', null],
  ])('%j → %s', (typed, problem) => {
    expect(identifierProblem(typed)).toBe(problem);
  });
});
