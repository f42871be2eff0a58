import { fullNameOf } from './full-name';

describe('fullNameOf', () => {
  it('joins the first and the last name', () => {
    expect(fullNameOf('Noura', 'Alqahtani')).toBe('Noura Alqahtani');
    expect(fullNameOf('نورة', 'القحطاني')).toBe('نورة القحطاني');
  });

  it('leaves out a part that is missing or blank, and is empty when both are', () => {
    expect(fullNameOf('Noura', null)).toBe('Noura');
    expect(fullNameOf(undefined, ' Alqahtani ')).toBe('Alqahtani');
    expect(fullNameOf('  ', '')).toBe('');
    expect(fullNameOf(null, undefined)).toBe('');
  });
});
