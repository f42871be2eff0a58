import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, testI18n } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { LanguageToggle, saveLanguageOnServer } from './language-toggle';

vi.mock('shared-events', async (original) => (await import('../test/test-bus')).withTestBus(await original()));
vi.mock('shared-events/react', async (original) => (await import('../test/test-bus')).withTestBusHooks(await original()));
// The page's switch sets a cookie and reloads styles; here it switches the test's i18next.
const switched = vi.hoisted(() => [] as string[]);
vi.mock('../i18n/i18n', async () => {
  const { testI18n: i18n } = await import('../test/render');
  return {
    setLanguage: async (language: string) => {
      switched.push(language);
      await i18n.changeLanguage(language);
    },
  };
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ANSWERS = {
  saved: () => json({ data: { setPrefferedLanguage: { success: true, message: 'Language updated' } } }),
  'success: false with HTTP 200': () => json({ data: { setPrefferedLanguage: { success: false, message: 'Please sign in' } } }),
  'GraphQL errors with HTTP 200': () => json({ errors: [{ message: 'Variable "$lang" got invalid value "FR"' }], data: null }),
  'HTTP 502': () => json({ message: 'Bad gateway' }, 502),
  'a network failure': () => Promise.reject(new TypeError('Failed to fetch')),
} as const;

describe('saveLanguageOnServer', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('sends the language in upper case and is true when the server says it saved it', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => ANSWERS.saved());
    await expect(saveLanguageOnServer('en', fetchImpl)).resolves.toBe(true);
    const body = JSON.parse(String(fetchImpl.mock.calls[0]![1]!.body)) as { variables: unknown };
    expect(body.variables).toEqual({ lang: 'EN' });
  });

  it.each(['success: false with HTTP 200', 'GraphQL errors with HTTP 200', 'HTTP 502', 'a network failure'] as const)(
    'is false for %s',
    async (answer) => {
      await expect(saveLanguageOnServer('ar', async () => ANSWERS[answer]())).resolves.toBe(false);
    },
  );
});

describe('LanguageToggle', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  const signIn = () =>
    testBus().publish('session:changed', {
      status: 'user',
      user: { userId: '41', firstName: 'Faisal', lastName: 'Al-Otaibi', fullName: 'Faisal Al-Otaibi', language: 'AR' },
    });

  beforeEach(() => {
    resetTestBus();
    switched.length = 0;
    fetchMock = vi.fn<typeof fetch>(async () => ANSWERS.saved());
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves a signed-in shopper’s language, switches, and shows no alert', async () => {
    signIn();
    const user = userEvent.setup();
    renderShell(<LanguageToggle />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'التبديل إلى الإنجليزية' }));
    await waitFor(() => expect(switched).toEqual(['en']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Switch to Arabic' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['ar', 'en', 'success: false with HTTP 200', "The language changed on this device, but we couldn't save it to your account. Please try again later."],
    ['en', 'ar', 'GraphQL errors with HTTP 200', 'تغيّرت اللغة على هذا الجهاز، لكن تعذّر حفظها في حسابك. يرجى المحاولة لاحقاً.'],
  ] as const)('from %s to %s: on %s it still switches and says, in the new language, that it was not saved', async (from, to, answer, message) => {
    signIn();
    fetchMock.mockImplementation(async () => ANSWERS[answer]());
    const user = userEvent.setup();
    renderShell(<LanguageToggle />, { language: from });
    await user.click(screen.getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(switched).toEqual([to]);
    expect(testI18n.language).toBe(to);
    await user.click(screen.getByRole('button', { name: to === 'ar' ? 'إغلاق' : 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the alert through the remount a direction change causes, until it is closed', async () => {
    signIn();
    fetchMock.mockImplementation(async () => ANSWERS['GraphQL errors with HTTP 200']());
    const user = userEvent.setup();
    const { unmount } = renderShell(<LanguageToggle />, { language: 'ar' });
    await user.click(screen.getByRole('button'));
    await screen.findByRole('alert');
    unmount();
    renderShell(<LanguageToggle />, { language: 'en' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not call the server for a guest', async () => {
    act(() => testBus().publish('session:changed', { status: 'guest' }));
    const user = userEvent.setup();
    renderShell(<LanguageToggle />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Switch to Arabic' }));
    await waitFor(() => expect(switched).toEqual(['ar']));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
