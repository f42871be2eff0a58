import { alertPill, badgeTones, breakpoints, colors, fonts, media, radii, space, zIndices } from './theme';

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

/** WCAG relative luminance of '#rrggbb' or 'rgb(r, g, b)'. */
function luminance(colour: string): number {
  const channels = colour.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('badge tones', () => {
  it.each(Object.entries(badgeTones))('%s text is readable on its background (WCAG AA)', (_tone, { background, color }) => {
    expect(contrast(background, color)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('spacing scale', () => {
  it('steps by 0.25rem, with the half steps chips and pills use', () => {
    expect(space[4]).toBe('1rem');
    expect(space[0.5]).toBe('0.125rem');
    expect(space[1.5]).toBe('0.375rem');
    expect(space[2.5]).toBe('0.625rem');
    expect(space[3.5]).toBe('0.875rem');
    for (const [step, value] of Object.entries(space)) expect(value).toBe(step === '0' ? '0' : `${Number(step) / 4}rem`);
  });
});
