import { alertPill, breakpoints, colors, fonts, media, radii, zIndices } from './theme';

describe('theme tokens (spec §9)', () => {
  it('uses the brand colours', () => {
    expect(colors.primary).toBe('rgb(0, 153, 255)');
    expect(colors.secondary).toBe('rgb(255, 164, 0)');
  });

  it('names Noto Kufi Arabic and Poppins first, with system fallbacks', () => {
    expect(fonts.arabic).toMatch(/^'Noto Kufi Arabic', .*sans-serif$/);
    expect(fonts.english).toMatch(/^'Poppins', .*sans-serif$/);
  });

  it('has the five breakpoints and mobile-first media queries over them', () => {
    expect(breakpoints).toEqual(['30em', '48em', '62em', '80em', '96em']);
    expect(Object.values(media)).toEqual(breakpoints.map((size) => `@media (min-width: ${size})`));
    expect(media.md).toBe('@media (min-width: 48em)');
  });

  it('rounds buttons fully and makes the alert pill dark and 300px wide', () => {
    expect(radii.button).toBe('9999px');
    expect(alertPill).toMatchObject({ width: '300px', radius: '9999px', color: '#ffffff' });
  });

  it('stacks the layers header < menu < modal < tour < spinner', () => {
    const order = Object.entries(zIndices)
      .sort(([, a], [, b]) => a - b)
      .map(([name]) => name);
    expect(order).toEqual(['header', 'menu', 'modal', 'tour', 'spinner']);
  });
});
