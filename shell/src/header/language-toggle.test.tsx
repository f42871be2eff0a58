import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, testI18n } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { listenForLanguageRequests } from '../i18n/language-requests';
import { LanguageToggle, saveLanguageOnServer } from './language-toggle';
import type * as TestRender from '../test/render';
import { postedOperations, resetGraphQLClients, stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));
// The page's switch sets a cookie and reloads styles; here it switches the test's i18next.
const mockSwitched: string[] = [];
/** Makes the next switch fail as the page's does when the new language's texts cannot be fetched. */
const mockSwitch = { fails: false };
jest.mock('../i18n/i18n', () => ({
  fetchLanguage: async () => {
    if (mockSwitch.fails) throw new TypeError('Failed to fetch dynamically imported module');
  },
  setLanguage: async (language: string) => {
    if (mockSwitch.fails) throw new TypeError('Failed to fetch dynamically imported module');
    mockSwitched.push(language);
    await jest.requireActual<typeof TestRender>('../test/render').testI18n.changeLanguage(language);
  },
}));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ANSWERS = {
  saved: () => json({ data: { setPrefferedLanguage: { success: true, key: 'language_updated', message: 'Language updated', user: { __typename: 'User', id: '41', language: 'EN' } } } }),
  'success: false with HTTP 200': () => json({ data: { setPrefferedLanguage: { success: false, key: 'unauthorized', message: 'Please sign in', user: null } } }),
  'GraphQL errors with HTTP 200': () => json({ errors: [{ message: 'Variable "$lang" got invalid value "FR"' }], data: null }),
  'HTTP 502': () => json({ message: 'Bad gateway' }, 502),
  'a network failure': () => Promise.reject(new TypeError('Failed to fetch')),
} as const;

describe('saveLanguageOnServer', () => {
  let fetchMock: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;

  beforeEach(() => {
    fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => ANSWERS.saved());
    stubGlobal('fetch', fetchMock);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    resetGraphQLClients();
    unstubAllGlobals();
  });

  it('sends the language in upper case and is true when the server says it saved it', async () => {
    await expect(saveLanguageOnServer('en')).resolves.toBe(true);
    const [operation, ...rest] = postedOperations(fetchMock);
    expect(rest).toEqual([]);
    expect(operation).toMatchObject({ operationName: 'SetPreferredLanguage', variables: { lang: 'EN' } });
    expect(operation!.query).toContain('setPrefferedLanguage(lang: $lang)');
  });

  it.each(['success: false with HTTP 200', 'GraphQL errors with HTTP 200', 'HTTP 502', 'a network failure'] as const)(
    'is false for %s',
    async (answer) => {
      fetchMock.mockImplementation(async () => ANSWERS[answer]());
      await expect(saveLanguageOnServer('ar')).resolves.toBe(false);
    },
  );
});

describe('LanguageToggle', () => {
  let fetchMock: jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;

  const signIn = () =>
    testBus().publish('session:changed', {
      status: 'user',
      user: { userId: '41', firstName: 'Faisal', lastName: 'Al-Otaibi', fullName: 'Faisal Al-Otaibi', language: 'AR' },
    });

  beforeEach(() => {
    resetTestBus();
    mockSwitched.length = 0;
    mockSwitch.fails = false;
    fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => ANSWERS.saved());
    stubGlobal('fetch', fetchMock);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    resetGraphQLClients();
    unstubAllGlobals();
  });

  it('saves a signed-in shopper’s language, switches, and shows no alert', async () => {
    signIn();
    const user = userEvent.setup();
    renderShell(<LanguageToggle />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'التبديل إلى الإنجليزية' }));
    await waitFor(() => expect(mockSwitched).toEqual(['en']));
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
    expect(mockSwitched).toEqual([to]);
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

  it.each([
    ['ar', 'تعذّر تغيير اللغة. تحقّق من اتصالك وحاول مرة أخرى.', 'التبديل إلى الإنجليزية'],
    ['en', "We couldn't switch the language. Check your connection and try again.", 'Switch to Arabic'],
  ] as const)('in %s, says so when the other language could not be fetched, and stays as it was', async (language, message, toggle) => {
    act(() => testBus().publish('session:changed', { status: 'guest' }));
    mockSwitch.fails = true;
    const user = userEvent.setup();
    renderShell(<LanguageToggle />, { language });
    await user.click(screen.getByRole('button', { name: toggle }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(testI18n.language).toBe(language);
    // the shopper can try again
    mockSwitch.fails = false;
    await user.click(screen.getByRole('button', { name: toggle }));
    await waitFor(() => expect(mockSwitched).toEqual([language === 'ar' ? 'en' : 'ar']));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says so too when a switch another team asked for (the account’s language page) could not happen', async () => {
    mockSwitch.fails = true;
    const stop = listenForLanguageRequests();
    renderShell(<LanguageToggle />, { language: 'ar' });
    act(() => testBus().publish('language:change-requested', { language: 'en' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تغيير اللغة. تحقّق من اتصالك وحاول مرة أخرى.');
    expect(testI18n.language).toBe('ar');
    stop();
  });

  it('leaves a signed-in shopper’s account as it was when the other language could not be fetched', async () => {
    signIn();
    mockSwitch.fails = true;
    const user = userEvent.setup();
    renderShell(<LanguageToggle />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'التبديل إلى الإنجليزية' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تغيير اللغة. تحقّق من اتصالك وحاول مرة أخرى.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockSwitched).toEqual([]);
    // once the texts arrive, the retry saves and switches
    mockSwitch.fails = false;
    await user.click(screen.getByRole('button', { name: 'التبديل إلى الإنجليزية' }));
    await waitFor(() => expect(mockSwitched).toEqual(['en']));
    expect(postedOperations(fetchMock)).toMatchObject([{ operationName: 'SetPreferredLanguage', variables: { lang: 'EN' } }]);
  });

  it('does not call the server for a guest', async () => {
    act(() => testBus().publish('session:changed', { status: 'guest' }));
    const user = userEvent.setup();
    renderShell(<LanguageToggle />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Switch to Arabic' }));
    await waitFor(() => expect(mockSwitched).toEqual(['ar']));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
