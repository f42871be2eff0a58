import { isSaudiMobile, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['0551234567', 'local form'],
    ['551234567', 'without the trunk zero'],
    ['+966551234567', 'international'],
    ['966551234567', 'international without the plus'],
    ['00966551234567', 'international with 00'],
    ['+966 55 123 4567', 'spaced'],
    ['055-123-4567', 'dashed'],
    ['(055) 123 4567', 'with parentheses'],
    ['055\u00a0123\u00a04567', 'no-break spaces'],
    ['\u200e+966 55 123 4567\u200f', 'direction marks from pasted Arabic text'],
    ['\u2066055 123 4567\u2069', 'isolated'],
    ['٠٥٥١٢٣٤٥٦٧', 'Arabic-Indic digits'],
    ['۰۵۵۱۲۳۴۵۶۷', 'Eastern Arabic-Indic digits'],
    ['+٩٦٦٥٥١٢٣٤٥٦٧', 'Arabic-Indic international'],
    ['٠٠٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', 'Arabic-Indic with 00 and spaces'],
    ['05٥1234۵67', 'mixed digit sets'],
  ])('reads %j (%s) as +966551234567', (typed) => {
    expect(normalisePhone(typed)).toBe('+966551234567');
    expect(isSaudiMobile(typed)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['0112345678', 'a Riyadh landline'],
    ['0412345678', 'not a mobile prefix'],
    ['05512345', 'too short'],
    ['055123456789', 'too long'],
    ['+971551234567', 'another country'],
    ['+966 055 123 4567', 'the trunk zero after the country code'],
    ['055.123.4567', 'dots'],
    ['0551234567x', 'a letter'],
    ['phone', 'no digits'],
    ['+ 966551234567 +', 'a second plus'],
  ])('refuses %j (%s)', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
    expect(isSaudiMobile(typed)).toBe(false);
  });
});
