import { inSaudiArabia, parseCoordinate } from './coordinates';

describe('parseCoordinate', () => {
  it('reads Latin, Arabic-Indic and extended Arabic-Indic digits alike', () => {
    expect(parseCoordinate('24.7136')).toBe(24.7136);
    expect(parseCoordinate('٢٤٫٧١٣٦')).toBe(24.7136);
    expect(parseCoordinate('٢٤.٧١٣٦')).toBe(24.7136);
    expect(parseCoordinate('۴۶٫۶۷۵۳')).toBe(46.6753);
    expect(parseCoordinate(' 46.6753 ')).toBe(46.6753);
  });

  it('gives null for an empty or non-numeric value', () => {
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('   ')).toBeNull();
    expect(parseCoordinate('north')).toBeNull();
    expect(parseCoordinate('24.7.1')).toBeNull();
    expect(parseCoordinate('Infinity')).toBeNull();
    expect(parseCoordinate('0x18')).toBeNull();
    expect(parseCoordinate('2.4e1')).toBeNull();
  });
});

describe('inSaudiArabia', () => {
  it('accepts Riyadh and refuses London', () => {
    expect(inSaudiArabia(24.7136, 46.6753)).toBe(true);
    expect(inSaudiArabia(51.5072, -0.1276)).toBe(false);
  });
});
