import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createEventBus, type LanguageChange } from 'shared-events';
import { resetTestBus, testBus } from '../test/test-bus';
import { initI18n } from './i18n';
import { listenForLanguageRequests } from './language-requests';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));

let stop: (() => void) | undefined;

beforeAll(async () => {
  await initI18n('ar');
});

beforeEach(() => {
  resetTestBus();
  window.scrollTo = jest.fn();
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('listenForLanguageRequests', () => {
  it("switches the whole page as the shell's toggle does, and announces it", async () => {
    const announced: LanguageChange[] = [];
    testBus().subscribe('language:changed', (change) => announced.push(change));
    stop = listenForLanguageRequests();

    testBus().publish('language:change-requested', { language: 'en' });

    await waitFor(() => expect(announced).toEqual([{ language: 'en', dir: 'ltr' }]));
    expect(i18next.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.cookie).toContain('locale=en');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });

    testBus().publish('language:change-requested', { language: 'ar' });
    await waitFor(() => expect(announced.at(-1)).toEqual({ language: 'ar', dir: 'rtl' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.cookie).toContain('locale=ar');
  });

  it('switches in the order asked, so the last request decides', async () => {
    const bus = createEventBus();
    const switched: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const switchTo = jest.fn(async (language: 'ar' | 'en') => {
      if (switched.length === 0) {
        switched.push(`${language}…`);
        await first;
      }
      switched.push(language);
    });
    stop = listenForLanguageRequests({ bus, switchTo });

    bus.publish('language:change-requested', { language: 'en' });
    bus.publish('language:change-requested', { language: 'ar' });
    expect(switchTo).not.toHaveBeenCalledWith('ar');
    release();

    await waitFor(() => expect(switched).toEqual(['en…', 'en', 'ar']));
  });

  it('keeps answering after a switch that failed, and stops when asked', async () => {
    const bus = createEventBus();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const switchTo = jest.fn().mockRejectedValueOnce(new Error('no i18next')).mockResolvedValue(undefined);
    stop = listenForLanguageRequests({ bus, switchTo });

    bus.publish('language:change-requested', { language: 'en' });
    bus.publish('language:change-requested', { language: 'ar' });
    await waitFor(() => expect(switchTo).toHaveBeenCalledTimes(2));
    expect(errors).toHaveBeenCalledTimes(1);

    stop();
    stop = undefined;
    bus.publish('language:change-requested', { language: 'en' });
    await Promise.resolve();
    expect(switchTo).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
