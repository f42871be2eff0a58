// Spec §8's keys are translation keys: the ones the shell shows (the session-expired modal, the
// search box's messages) have their texts in both languages under exactly those names.
import { SPEC_MESSAGE_KEYS, type SpecMessageKey } from 'shared-domain';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';

const SHOWN_BY_THE_SHELL = [
  'operation_failed',
  'search_suggestions_empty',
  'search_suggestions_loading',
  'expired_session_title',
  'expired_session_desc',
  'login_again',
] as const satisfies readonly SpecMessageKey[];

describe('spec §8 message keys in the shell', () => {
  it.each(SHOWN_BY_THE_SHELL)('%s has a text in Arabic and in English', (key) => {
    expect(SPEC_MESSAGE_KEYS).toContain(key);
    const ar = (arCommon as Record<string, unknown>)[key];
    const en = (enCommon as Record<string, unknown>)[key];
    expect(typeof ar === 'string' && /[\u0600-\u06FF]/.test(ar), `ar ${key}`).toBe(true);
    expect(typeof en === 'string' && en.length > 0, `en ${key}`).toBe(true);
  });
});
