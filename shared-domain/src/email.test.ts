import { normaliseEmail } from './email';

describe('normaliseEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(normaliseEmail('  Noura@Example.SA ')).toBe('noura@example.sa');
    expect(normaliseEmail('sara.alqahtani+orders@souq-grocery.sa')).toBe('sara.alqahtani+orders@souq-grocery.sa');
  });

  it.each(['', 'noura', 'noura@example', 'noura@@example.sa', 'no ura@example.sa', 'noura@example.s', `${'a'.repeat(65)}@example.sa`, `a@${'b'.repeat(250)}.sa`])(
    'refuses %j',
    (typed) => {
      expect(normaliseEmail(typed)).toBeNull();
    },
  );
});
