// /payments as a shopper uses it, by role, in Arabic and English: saved cards with brand, last four,
// expiry and nickname; the default chosen and a card removed with the server's answer; a new card
// tokenized straight with the provider (frictionless, or through its 3-D Secure page and back), then
// saved as a token. The card number goes to the provider and nowhere else.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPaymentConfig } from 'remote-kit';
import { resetGraphQLClients, stubFetch } from 'remote-kit/testing';
import type { SessionChange } from 'shared-events';
import { setAccountLanguage } from '../test/i18n';
import { answerGraphQL, badGateway, renderAccountPage, sentOperations, type GraphQLAnswers } from '../test/profile-graphql';
import { resetTestBus, testBus } from '../test/test-bus';
import { pageNavigation } from './keep-card';
import { PaymentsPage } from './payments-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const fetchMock = stubFetch();

const PROVIDER = 'http://127.0.0.1:4100/v1';
const CONFIG = { apiUrl: PROVIDER, publishableKey: 'pk_test_storefront_sandbox', currency: 'SAR' };
const CHALLENGE = 'http://127.0.0.1:4100/v1/3ds/chl_7d1c2b';
const year = new Date().getFullYear() + 3;

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '41', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', email: 'noura@example.sa', phone: '+966512345678', language: 'AR' },
};

const card = (c: { id: string; nickName: string | null; lastFour: string; default: boolean; cardType: string; expiryMnt: number; expiryYr: number }) => ({ __typename: 'Card', active: true, ...c });
const MADA = card({ id: '7', nickName: 'بطاقة الراتب', lastFour: '1010', default: true, cardType: 'mada', expiryMnt: 9, expiryYr: year });
const VISA = card({ id: '8', nickName: 'Travel card', lastFour: '1111', default: false, cardType: 'visa', expiryMnt: 3, expiryYr: year + 1 });
const OLD = card({ id: '9', nickName: null, lastFour: '0000', default: false, cardType: 'mastercard', expiryMnt: 1, expiryYr: 2024 });

const TEXTS = {
  card_saved: ['The card has been saved.', 'تم حفظ البطاقة.'],
  default_card_chosen: ['This card is now your default.', 'أصبحت هذه البطاقة الافتراضية.'],
  card_removed: ['The card has been removed.', 'تمت إزالة البطاقة.'],
  invalid_input: ['Some fields need attention.', 'بعض الحقول تحتاج إلى مراجعة.'],
  card_expired: ['This card has expired.', 'انتهت صلاحية هذه البطاقة.'],
} as const;
type Key = keyof typeof TEXTS;
const change = (key: Key, one: ReturnType<typeof card> | null, cards: ReturnType<typeof card>[], errors: [string, Key][] = []) => ({
  __typename: 'CardResult',
  success: errors.length === 0,
  key,
  message: TEXTS[key][0],
  arMessage: TEXTS[key][1],
  errors: errors.map(([field, k]) => ({ __typename: 'FieldError', field, key: k, message: TEXTS[k][0], arMessage: TEXTS[k][1] })),
  card: one,
  cards,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The gateway's /graphql and /api/payment-config, and the provider's tokens call. */
function answerStore(graphql: GraphQLAnswers, tokens?: (body: Record<string, unknown>) => Response) {
  answerGraphQL(fetchMock, graphql);
  const gateway = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/payment-config') return json(CONFIG);
    if (url === `${PROVIDER}/tokens`) {
      if (!tokens) throw new Error('the provider was not expected to be called');
      return tokens(JSON.parse(String(init?.body)) as Record<string, unknown>);
    }
    return gateway(url, init);
  });
}

const copy = {
  ar: {
    title: 'البطاقات المحفوظة',
    add: 'إضافة بطاقة',
    mada: 'مدى',
    visa: 'فيزا',
    mastercard: 'ماستركارد',
    madaCard: 'مدى المنتهية بـ ١٠١٠',
    visaCard: 'فيزا المنتهية بـ ١١١١',
    oldCard: 'ماستركارد المنتهية بـ ٠٠٠٠',
    expires: (m: string) => `تنتهي في ${m}`,
    defaultBadge: 'البطاقة الافتراضية',
    expired: 'منتهية الصلاحية',
    noNickname: 'بدون اسم مميز',
    heading: '٣ بطاقات محفوظة',
    empty: 'لا توجد بطاقات محفوظة بعد',
    makeDefault: (c: string) => `اجعلها الافتراضية: ${c}`,
    remove: (c: string) => `إزالة ${c}`,
    removeTitle: 'إزالة هذه البطاقة؟',
    confirmRemove: 'إزالة البطاقة',
    keep: 'الإبقاء عليها',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    month: 'شهر الانتهاء',
    yearLabel: 'سنة الانتهاء',
    cvc: 'رمز التحقق (CVC)',
    nickname: 'اسم مميز (اختياري)',
    setDefaultBox: 'اجعلها بطاقتي الافتراضية',
    submit: 'تحقق واحفظ البطاقة',
    added: (l: string) => `تم حفظ البطاقة المنتهية بـ ${l}.`,
    chosen: (l: string) => `أصبحت البطاقة المنتهية بـ ${l} بطاقتك الافتراضية.`,
    removed: (l: string) => `تمت إزالة البطاقة المنتهية بـ ${l}.`,
    notVerified: 'لم يتحقق البنك من هذه البطاقة فلم تُحفظ. يرجى المحاولة مرة أخرى أو استخدام بطاقة أخرى.',
    redirecting: 'جارٍ نقلك إلى صفحة التحقق لدى البنك…',
    numberInvalid: 'أدخل رقم بطاقة صحيحاً.',
    nameIncomplete: 'أدخل الاسم الأول واسم العائلة كما يظهران على البطاقة.',
    checkFields: 'يرجى مراجعة بيانات البطاقة المشار إليها.',
    loadFailed: 'تعذّر تحميل هذه الصفحة. تحقق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  en: {
    title: 'Saved cards',
    add: 'Add a card',
    mada: 'mada',
    visa: 'Visa',
    mastercard: 'Mastercard',
    madaCard: 'mada ending 1010',
    visaCard: 'Visa ending 1111',
    oldCard: 'Mastercard ending 0000',
    expires: (m: string) => `Expires ${m}`,
    defaultBadge: 'Default card',
    expired: 'Expired',
    noNickname: 'No nickname',
    heading: '3 saved cards',
    empty: 'No saved cards yet',
    makeDefault: (c: string) => `Make default: ${c}`,
    remove: (c: string) => `Remove ${c}`,
    removeTitle: 'Remove this card?',
    confirmRemove: 'Remove card',
    keep: 'Keep it',
    name: 'Name on card',
    number: 'Card number',
    month: 'Expiry month',
    yearLabel: 'Expiry year',
    cvc: 'CVC',
    nickname: 'Nickname (optional)',
    setDefaultBox: 'Make this my default card',
    submit: 'Verify and save card',
    added: (l: string) => `The card ending ${l} was saved.`,
    chosen: (l: string) => `The card ending ${l} is now your default card.`,
    removed: (l: string) => `The card ending ${l} was removed.`,
    notVerified: 'Your bank did not verify this card, so it was not saved. Please try again or use another card.',
    redirecting: "Taking you to your bank's verification page…",
    numberInvalid: 'Enter a valid card number.',
    nameIncomplete: 'Enter the first and last name as written on the card.',
    checkFields: 'Please check the highlighted card details.',
    loadFailed: 'We could not load this page. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

const digits = (text: string, language: 'ar' | 'en') => (language === 'ar' ? text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text);

beforeEach(() => {
  resetTestBus();
  resetGraphQLClients();
  forgetPaymentConfig();
  testBus().publish('session:changed', signedIn);
});

afterEach(() => jest.restoreAllMocks());

describe.each(['ar', 'en'] as const)('saved cards (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderPage = (path = '/payments') => renderAccountPage(<PaymentsPage />, { language, path });
  const dialog = () => screen.getByRole('dialog');

  async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
    await user.type(within(dialog()).getByRole('textbox', { name: text.name }), 'Sara Alqahtani');
    await user.click(within(dialog()).getByRole('textbox', { name: text.number }));
    await user.paste(number);
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: text.month }), '05');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: text.yearLabel }), String(year));
    await user.type(within(dialog()).getByLabelText(text.cvc), '123');
  }

  it('sends a guest to sign in, to come back here after', () => {
    testBus().publish('session:changed', { status: 'guest' });
    renderPage();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/payments$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the cards with brand logo, last four, expiry and nickname, the default marked and an expired card said so', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerStore({ SavedCardsPage: async () => (await held, { getUserCards: [MADA, VISA, OLD] }) });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(await screen.findByTestId('profile-loading')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: text.heading })).toBeInTheDocument();
    const [mada, visa, old] = screen.getAllByRole('article');
    expect(within(mada!).getByRole('img', { name: text.mada })).toHaveAttribute('data-brand', 'mada');
    expect(within(mada!).getByRole('heading', { name: text.madaCard })).toBeInTheDocument();
    expect(mada).toHaveTextContent('بطاقة الراتب');
    expect(mada).toHaveTextContent(text.expires(digits(`09/${year}`, language)));
    expect(within(mada!).getByText(text.defaultBadge)).toBeInTheDocument();
    expect(within(mada!).queryByRole('button', { name: text.makeDefault(text.madaCard) })).not.toBeInTheDocument();
    expect(within(visa!).getByRole('img', { name: text.visa })).toBeInTheDocument();
    expect(within(visa!).getByRole('button', { name: text.makeDefault(text.visaCard) })).toBeInTheDocument();
    expect(within(old!).getByText(text.expired)).toBeInTheDocument();
    expect(old).toHaveTextContent(text.noNickname);
  });

  it('says there are no cards, and offers to read them again when they could not be read', async () => {
    answerStore({ SavedCardsPage: (_v, call) => (call === 1 ? badGateway() : { getUserCards: [] }) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('heading', { name: text.empty })).toBeInTheDocument();
  });

  it('chooses the default card with chooseDefaultCard, and removes a card only after a confirmation', async () => {
    answerStore({
      SavedCardsPage: () => ({ getUserCards: [MADA, VISA] }),
      SavedCardsChooseDefault: () => ({ chooseDefaultCard: change('default_card_chosen', { ...VISA, default: true }, [{ ...VISA, default: true }, { ...MADA, default: false }]) }),
      SavedCardsRemove: () => ({ removeCard: change('card_removed', { ...VISA, active: false, default: false }, [{ ...MADA, default: true }]) }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.makeDefault(text.visaCard) }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.chosen(digits('1111', language)));
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'SavedCardsChooseDefault')?.variables).toEqual({ cardId: '8' });
    expect(within(screen.getAllByRole('article')[0]!).getByText(text.defaultBadge)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.remove(text.visaCard) }));
    expect(screen.getByRole('alertdialog', { name: text.removeTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.keep }));
    expect(sentOperations(fetchMock).some((o) => o.operationName === 'SavedCardsRemove')).toBe(false);
    await user.click(screen.getByRole('button', { name: text.remove(text.visaCard) }));
    await user.click(screen.getByRole('button', { name: text.confirmRemove }));
    expect(await screen.findByText(text.removed(digits('1111', language)))).toBeInTheDocument();
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'SavedCardsRemove')?.variables).toEqual({ cardId: '8' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('keeps a card the bank verifies at once: tokenized at the provider, saved as a token, the number sent nowhere else', async () => {
    const saved = card({ id: '10', nickName: 'Family', lastFour: '1111', default: true, cardType: 'visa', expiryMnt: 5, expiryYr: year });
    answerStore(
      { SavedCardsPage: () => ({ getUserCards: [MADA] }), SavedCardsAdd: () => ({ addCardToken: change('card_saved', saved, [saved, { ...MADA, default: false }]) }) },
      () => json({ id: 'token_a2c4e6f8b0d1', status: 'verified', brand: 'visa', last_four: '1111', month: '5', year: String(year), verification_url: null }, 201),
    );
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.add }));
    await fillCard(user, '4111111111111111');
    expect(within(dialog()).getByRole('textbox', { name: text.number })).toHaveValue('4111 1111 1111 1111');
    expect(within(dialog()).getByRole('img', { name: text.visa })).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: text.nickname }), 'Family');
    await user.click(within(dialog()).getByRole('checkbox', { name: text.setDefaultBox }));
    await user.click(within(dialog()).getByRole('button', { name: text.submit }));

    expect(await screen.findByText(text.added(digits('1111', language)))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const tokenCall = fetchMock.mock.calls.find(([url]) => url === `${PROVIDER}/tokens`)!;
    const sentToProvider = JSON.parse(String((tokenCall[1] as RequestInit).body)) as Record<string, unknown>;
    expect(sentToProvider).toMatchObject({ name: 'Sara Alqahtani', number: '4111111111111111', month: 5, year, cvc: '123', save_only: false });
    expect(String(sentToProvider.callback_url)).toMatch(/\/payments\?card=verify&brand=visa&last4=1111&exp_month=5&exp_year=\d{4}&nickname=Family&default=1$/);
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'SavedCardsAdd')?.variables).toEqual({
      input: { token: 'token_a2c4e6f8b0d1', cardType: 'visa', lastFour: '1111', expiryMnt: 5, expiryYr: year, nickName: 'Family', default: true },
    });
    // the number went to the provider's tokens call and nowhere else
    for (const [url, init] of fetchMock.mock.calls as [string, RequestInit | undefined][]) {
      if (url === `${PROVIDER}/tokens`) continue;
      expect(`${url} ${String(init?.body ?? '')}`).not.toMatch(/4111\s?1111\s?1111\s?1111|\b123\b/);
    }
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(text.defaultBadge);
  });

  it("sends the shopper to the bank's 3-D Secure page when it asks, in the page language", async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    answerStore({ SavedCardsPage: () => ({ getUserCards: [] }) }, () => json({ id: 'token_5b1f0c3e9a7d', status: 'initiated', brand: 'mada', last_four: '1010', verification_url: CHALLENGE }, 201));
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.add }));
    await fillCard(user, '4201320111111010');
    expect(within(dialog()).queryByRole('checkbox', { name: text.setDefaultBox })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: text.submit }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${CHALLENGE}?lang=${language}`));
    expect(within(dialog()).getByTestId('keep-card-progress')).toHaveTextContent(text.redirecting);
    expect(sentOperations(fetchMock).some((o) => o.operationName === 'SavedCardsAdd')).toBe(false);
  });

  it('saves the verified token when the provider brings the shopper back, then leaves a clean address', async () => {
    const saved = card({ id: '11', nickName: 'بطاقة الراتب', lastFour: '1010', default: true, cardType: 'mada', expiryMnt: 9, expiryYr: year });
    answerStore({ SavedCardsPage: () => ({ getUserCards: [] }), SavedCardsAdd: () => ({ addCardToken: change('card_saved', saved, [saved]) }) });
    const back = new URLSearchParams({ card: 'verify', brand: 'mada', last4: '1010', exp_month: '9', exp_year: String(year), nickname: 'بطاقة الراتب', default: '1', id: 'token_5b1f0c3e9a7d', status: 'verified', message: 'APPROVED' });
    renderPage(`/payments?${back}`);

    expect(await screen.findByText(text.added(digits('1010', language)))).toBeInTheDocument();
    expect(sentOperations(fetchMock).filter((o) => o.operationName === 'SavedCardsAdd').map((o) => o.variables)).toEqual([
      { input: { token: 'token_5b1f0c3e9a7d', cardType: 'mada', lastFour: '1010', expiryMnt: 9, expiryYr: year, nickName: 'بطاقة الراتب', default: true } },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/payments$/));
    expect(await screen.findByRole('heading', { name: text.madaCard })).toBeInTheDocument();
  });

  it('saves nothing when the bank refused the verification, and says so', async () => {
    answerStore({ SavedCardsPage: () => ({ getUserCards: [] }) });
    renderPage('/payments?card=verify&brand=mada&last4=1010&exp_month=9&exp_year=2031&id=token_5b1f0c3e9a7d&status=failed&message=AUTHENTICATION_FAILED');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notVerified);
    expect(sentOperations(fetchMock).map((o) => o.operationName)).toEqual(['SavedCardsPage']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/payments$/));
  });

  it('checks the card in the browser first; a refusal by the provider clears the number and CVC and keeps the rest', async () => {
    answerStore({ SavedCardsPage: () => ({ getUserCards: [MADA] }) }, () => json({ type: 'invalid_request_error', message: 'Validation Failed', errors: { number: ['is not a valid credit card number'] } }, 400));
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.add }));
    await user.type(within(dialog()).getByRole('textbox', { name: text.name }), 'Sara');
    await user.click(within(dialog()).getByRole('button', { name: text.submit }));
    expect(await within(dialog()).findByText(text.nameIncomplete)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === `${PROVIDER}/tokens`)).toBe(false);

    await user.clear(within(dialog()).getByRole('textbox', { name: text.name }));
    await fillCard(user, '4111111111111111');
    await user.type(within(dialog()).getByRole('textbox', { name: text.nickname }), 'Travel');
    await user.click(within(dialog()).getByRole('button', { name: text.submit }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text.checkFields);
    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: text.number })).toHaveValue(''));
    expect(within(dialog()).getByRole('textbox', { name: text.number })).toHaveAccessibleDescription(expect.stringContaining(text.numberInvalid));
    expect(within(dialog()).getByLabelText(text.cvc)).toHaveValue('');
    expect(within(dialog()).getByRole('textbox', { name: text.name })).toHaveValue('Sara Alqahtani');
    expect(within(dialog()).getByRole('textbox', { name: text.nickname })).toHaveValue('Travel');
    expect(sentOperations(fetchMock).some((o) => o.operationName === 'SavedCardsAdd')).toBe(false);
  });
});
