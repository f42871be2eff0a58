import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { testI18n } from '../test/render';
import { CARE_PHONE, CARE_PHONE_HREF, CARE_WHATSAPP_HREF, COPY_VARIABLES } from './care-contact';

/** Every string in the shell's translation files. */
function shellCopy(): string[] {
  const src = path.resolve(import.meta.dirname, '..');
  const files = ['locales/ar', 'locales/en', 'info-pages/locales/ar', 'info-pages/locales/en'].flatMap((dir) =>
    readdirSync(path.join(src, dir)).map((file) => path.join(src, dir, file)),
  );
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  files.forEach((file) => walk(JSON.parse(readFileSync(file, 'utf8'))));
  return strings;
}

describe('customer care contact', () => {
  it('dials and messages exactly the number it shows, with the Saudi country code', () => {
    const shown = CARE_PHONE.replace(/\D/g, '');
    expect(shown).toMatch(/^800\d{7}$/);
    expect(CARE_PHONE_HREF).toBe(`tel:+966${shown}`);
    expect(CARE_WHATSAPP_HREF).toBe(`https://wa.me/966${shown}`);
  });

  it('gives copy the number in a left-to-right isolate, in both languages', () => {
    for (const language of ['ar', 'en']) {
      expect(testI18n.t('common:info_coming_soon', { lng: language })).toContain(`\u2066${CARE_PHONE}\u2069`);
    }
    expect(COPY_VARIABLES.carePhone).toBe(`\u2066${CARE_PHONE}\u2069`);
  });

  it('is never written out by hand in the shell’s copy', () => {
    const handWritten = shellCopy().filter((text) => /\b800[\s-]?\d{3}[\s-]?\d{4}\b/.test(text));
    expect(handWritten).toEqual([]);
  });
});
