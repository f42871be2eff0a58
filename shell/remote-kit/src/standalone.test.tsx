import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { KIT_RESOURCES } from './kit-resources';
import { startStandalone } from './standalone';

type Lifecycle = Parameters<typeof startStandalone>[1]['mount'][number];

function lifecycles() {
  const bootstrap = jest.fn<ReturnType<Lifecycle>, Parameters<Lifecycle>>(async () => undefined);
  const mount = jest.fn<ReturnType<Lifecycle>, Parameters<Lifecycle>>(async ({ domElement }) => {
    domElement.innerHTML = `<h1>${i18next.t('common:not_found_title')}</h1>`;
  });
  return { bootstrap: [bootstrap], mount: [mount] };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('startStandalone', () => {
  it('starts in Arabic, right to left, by default, and mounts the app on the bare page', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const app = lifecycles();

    await startStandalone('mf-cart', app);

    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(app.mount[0]).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf-cart', domElement: document.getElementById('root') }));
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('follows the locale cookie to English', async () => {
    document.cookie = 'locale=en; Path=/';
    const app = lifecycles();

    await startStandalone('mf-account', app);

    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العربية' })).toBeInTheDocument();
    expect(i18next.t('common:remote_unavailable_title')).toBe('This part of the store is not available right now');
  });
});

describe("remote-kit's own texts", () => {
  // On the store page the shell's common namespace answers these keys; running alone, the kit's copy
  // does. Read as files: remote-kit's code may not import shell source.
  const shellCommon = (language: 'ar' | 'en') =>
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../src/locales', language, 'common.json'), 'utf8')) as Record<string, string>;

  it.each(['ar', 'en'] as const)('say exactly what the shell says in %s', (language) => {
    const kit = KIT_RESOURCES[language].common as Record<string, string>;
    const shell = shellCommon(language);

    expect(Object.keys(kit).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(kit)) expect(shell[key], key).toBe(text);
  });

  it('cover every common key that remote-kit translates', () => {
    const used = new Set<string>();
    for (const file of fs.readdirSync(__dirname).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))) {
      const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
      for (const match of source.matchAll(/\bt\(['`](?:common:)?([a-z_]+)/g)) used.add(match[1] ?? '');
    }

    expect([...used].sort()).toEqual(expect.arrayContaining(['back_home', 'not_found_title', 'operation_failed', 'remote_unavailable_title']));
    // A key built in a template (`remote_name_${name}`) needs one entry per remote.
    const keys = [...used].flatMap((key) => (key.endsWith('_') ? ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'].map((remote) => key + remote) : [key]));
    for (const key of keys) expect(KIT_RESOURCES.en.common, key).toHaveProperty([key]);
  });
});
