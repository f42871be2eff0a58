import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { resetGraphQLClients, stubFetch } from 'remote-kit/testing';
import type { LanguageChangeRequest, SessionChange } from 'shared-events';
import { setAccountLanguage } from '../test/i18n';
import { answerGraphQL, badGateway, renderAccountPage, sentOperations } from '../test/profile-graphql';
import { resetTestBus, testBus } from '../test/test-bus';
import { LanguagePage } from './language-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const fetchMock = stubFetch();

const signedIn = (language: 'AR' | 'EN'): SessionChange => ({
  status: 'user',
  user: { userId: '41', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', email: 'noura@example.sa', language },
});

const saved = (lang: string) => ({
  setPrefferedLanguage: {
    __typename: 'UserResult',
    success: true,
    key: 'user_updated',
    message: 'Your details have been saved.',
    arMessage: 'تم حفظ بياناتك.',
    errors: [],
    user: { __typename: 'User', id: '41', language: lang },
  },
});

const copy = {
  ar: {
    title: 'اللغة',
    legend: 'لغة المتجر',
    save: 'حفظ اللغة',
    savedHere: 'أصبح المتجر باللغة العربية.',
    savedOnAccount: 'أصبح المتجر باللغة العربية، وسيحتفظ حسابك بهذا الاختيار.',
    guestNote: 'سجّل الدخول ليحتفظ حسابك بهذا الاختيار على جميع أجهزتك.',
    failed: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  en: {
    title: 'Language',
    legend: 'Store language',
    save: 'Save language',
    savedHere: 'The store is now in English.',
    savedOnAccount: 'The store is now in English, and your account keeps this choice.',
    guestNote: 'Sign in to keep this choice on your account on every device.',
    failed: 'Something went wrong. Please try again.',
  },
} as const;

const NAMES = { ar: 'العربية', en: 'English' } as const;
const other = (language: 'ar' | 'en') => (language === 'ar' ? 'en' : 'ar');

/** The shell's part: it switches the page when asked, as its toggle does. */
function shellAnswersLanguageRequests(): LanguageChangeRequest[] {
  const requests: LanguageChangeRequest[] = [];
  testBus().subscribe('language:change-requested', (request) => {
    requests.push(request);
    void i18next.changeLanguage(request.language);
  });
  return requests;
}

beforeEach(() => {
  resetTestBus();
  resetGraphQLClients();
});

describe.each(['ar', 'en'] as const)('language page (%s)', (language) => {
  const text = copy[language];
  const next = other(language);

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderPage = () => renderAccountPage(<LanguagePage />, { language, path: '/language' });

  it('waits for the session, then offers both languages with the page language chosen', () => {
    renderPage();
    expect(screen.getByTestId('profile-loading')).toBeInTheDocument();

    act(() => testBus().publish('session:changed', { status: 'guest' }));
    const choices = screen.getByRole('group', { name: text.legend });
    expect(within(choices).getByRole('radio', { name: NAMES[language] })).toBeChecked();
    expect(within(choices).getByRole('radio', { name: NAMES[next] })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
  });

  it("switches a guest's page through the shell, without the account, and says so in the new language", async () => {
    const user = userEvent.setup();
    const requests = shellAnswersLanguageRequests();
    testBus().publish('session:changed', { status: 'guest' });
    renderPage();

    expect(screen.getByText(text.guestNote)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: NAMES[next] }));
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(requests).toEqual([{ language: next }]);
    expect(await screen.findByRole('status')).toHaveTextContent(copy[next].savedHere);
    expect(screen.getByRole('radio', { name: NAMES[next] })).toBeChecked();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a signed-in shopper's language on the account first, then switches the page and refreshes the session", async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { SaveLanguagePreference: ({ lang }) => saved(String(lang)) });
    const requests = shellAnswersLanguageRequests();
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    testBus().publish('session:changed', signedIn(language === 'ar' ? 'AR' : 'EN'));
    renderPage();

    await user.click(await screen.findByRole('radio', { name: NAMES[next] }));
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByRole('status')).toHaveTextContent(copy[next].savedOnAccount);
    expect(sentOperations(fetchMock)).toEqual([{ operationName: 'SaveLanguagePreference', variables: { lang: next.toUpperCase() } }]);
    expect(requests).toEqual([{ language: next }]);
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(copy[next].guestNote)).not.toBeInTheDocument();
  });

  it('saves the page language on an account that kept the other one, with nothing to switch', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { SaveLanguagePreference: ({ lang }) => saved(String(lang)) });
    const requests = shellAnswersLanguageRequests();
    testBus().publish('session:changed', signedIn(language === 'ar' ? 'EN' : 'AR'));
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.save }));

    expect(await screen.findByRole('status')).toHaveTextContent(text.savedOnAccount);
    expect(sentOperations(fetchMock)).toEqual([{ operationName: 'SaveLanguagePreference', variables: { lang: language.toUpperCase() } }]);
    expect(requests).toEqual([]);
  });

  it('keeps the page and the choice as they were when the account cannot save it, and says why', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { SaveLanguagePreference: () => badGateway() });
    const requests = shellAnswersLanguageRequests();
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    testBus().publish('session:changed', signedIn(language === 'ar' ? 'AR' : 'EN'));
    renderPage();

    await user.click(await screen.findByRole('radio', { name: NAMES[next] }));
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    expect(requests).toEqual([]);
    expect(refreshes).not.toHaveBeenCalled();
    expect(i18next.language).toBe(language);
    expect(screen.getByRole('radio', { name: NAMES[next] })).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
