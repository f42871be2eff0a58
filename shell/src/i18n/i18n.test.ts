import i18next from 'i18next';
import { addResourceLoaders } from 'remote-kit';
import { resourceLoadersOf } from 'remote-kit/testing';
import { fetchLanguage, initI18n, setLanguage } from './i18n';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));

beforeAll(async () => {
  window.scrollTo = jest.fn();
  await initI18n('ar');
});

describe("the page's translations", () => {
  it('start with the language the page shows, and the other language arrives, with every team’s, before the page switches to it', async () => {
    expect(i18next.t('common:nav_cart')).toBe('السلة');
    expect(i18next.getResource('en', 'common', 'nav_cart')).toBeUndefined();
    // a team's app, registered as a remote registers it at bootstrap
    await addResourceLoaders(i18next, resourceLoadersOf({ ar: { pantry: { title: 'المؤونة' } }, en: { pantry: { title: 'Pantry' } } }));
    expect(i18next.getResource('en', 'pantry', 'title')).toBeUndefined();

    const shown: string[] = [];
    i18next.on('languageChanged', () => shown.push(`${i18next.t('common:nav_cart')} / ${i18next.t('pantry:title')}`));
    await setLanguage('en');

    expect(shown).toEqual(['Cart / Pantry']);
  });

  it('can be fetched ahead of a switch without switching', async () => {
    // the page shows English now (the test before)
    await addResourceLoaders(i18next, resourceLoadersOf({ ar: { larder: { title: 'المخزن' } }, en: { larder: { title: 'Larder' } } }));
    expect(i18next.getResource('ar', 'larder', 'title')).toBeUndefined();

    await fetchLanguage('ar');

    expect(i18next.getResource('ar', 'larder', 'title')).toBe('المخزن');
    expect(i18next.language).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('leave the page as it was when the other language cannot be fetched', async () => {
    // the page shows English now (the test before); one team's Arabic cannot be fetched
    await addResourceLoaders(i18next, {
      ar: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      en: async () => ({ default: { shelf: { title: 'Shelf' } } }),
    });

    await expect(setLanguage('ar')).rejects.toThrow('Failed to fetch');

    expect(i18next.language).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
