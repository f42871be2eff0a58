import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetGraphQLClients, stubFetch } from 'remote-kit/testing';
import type { SessionChange } from 'shared-events';
import { setAccountLanguage } from '../test/i18n';
import { answerGraphQL, badGateway, renderAccountPage, sentOperations } from '../test/profile-graphql';
import { resetTestBus, testBus } from '../test/test-bus';
import { BasicInfoPage } from './basic-info-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const fetchMock = stubFetch();

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '41', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', email: 'noura@example.sa', phone: '+966512345678', language: 'AR' },
};

const me = {
  __typename: 'User',
  id: '41',
  title: 'Ms',
  firstName: 'Noura',
  lastName: 'Alqahtani',
  fullName: 'Noura Alqahtani',
  dob: '1990-05-01',
  email: 'noura@example.sa',
  phone: '+966512345678',
  language: 'AR',
};

const TEXTS = {
  user_updated: ['Your details have been saved.', 'تم حفظ بياناتك.'],
  invalid_input: ['Some fields need attention.', 'بعض الحقول تحتاج إلى مراجعة.'],
  email_taken: ['This email is already registered.', 'هذا البريد الإلكتروني مسجل بالفعل.'],
  phone_taken: ['This phone number is already registered.', 'رقم الجوال هذا مسجل بالفعل.'],
} as const;

const result = (key: keyof typeof TEXTS, user: Record<string, unknown> | null, errors: [field: string, key: keyof typeof TEXTS][] = []) => ({
  __typename: 'UserResult',
  success: errors.length === 0,
  key,
  message: TEXTS[key][0],
  arMessage: TEXTS[key][1],
  errors: errors.map(([field, errorKey]) => ({ __typename: 'FieldError', field, key: errorKey, message: TEXTS[errorKey][0], arMessage: TEXTS[errorKey][1] })),
  user,
});

const said = (key: keyof typeof TEXTS, language: 'ar' | 'en') => TEXTS[key][language === 'ar' ? 1 : 0];

const copy = {
  ar: {
    title: 'البيانات الأساسية',
    details: 'البيانات الشخصية',
    titleLabel: 'اللقب',
    ms: 'الأستاذة',
    dr: 'الدكتور',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    dob: 'تاريخ الميلاد',
    email: 'البريد الإلكتروني',
    save: 'حفظ البيانات',
    phoneForm: 'رقم الجوال',
    phone: 'رقم الجوال',
    savePhone: 'حفظ رقم الجوال',
    invalidEmail: 'أدخل بريداً إلكترونياً صحيحاً، مثل name@example.sa.',
    invalidDate: 'أدخل تاريخاً صحيحاً في الماضي.',
    invalidPhone: 'أدخل رقم جوال سعودي، مثل 05XXXXXXXX.',
    loadFailed: 'تعذّر تحميل هذه الصفحة. تحقق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    signedOut: 'يرجى تسجيل الدخول مرة أخرى',
    signIn: 'تسجيل الدخول',
    back: 'حسابي',
  },
  en: {
    title: 'Basic information',
    details: 'Personal details',
    titleLabel: 'Title',
    ms: 'Ms',
    dr: 'Dr',
    firstName: 'First name',
    lastName: 'Last name',
    dob: 'Date of birth',
    email: 'Email',
    save: 'Save details',
    phoneForm: 'Mobile number',
    phone: 'Mobile number',
    savePhone: 'Save mobile number',
    invalidEmail: 'Enter a valid email address, for example name@example.sa.',
    invalidDate: 'Enter a real date in the past.',
    invalidPhone: 'Enter a Saudi mobile number, for example 05XXXXXXXX.',
    loadFailed: 'We could not load this page. Check your connection and try again.',
    retry: 'Try again',
    signedOut: 'Please sign in again',
    signIn: 'Sign in',
    back: 'My account',
  },
} as const;

beforeEach(() => {
  resetTestBus();
  resetGraphQLClients();
});

describe.each(['ar', 'en'] as const)('basic information (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderPage = () => renderAccountPage(<BasicInfoPage />, { language, path: '/basic-info' });
  const detailsForm = () => screen.getByRole('form', { name: text.details });
  const phoneForm = () => screen.getByRole('form', { name: text.phoneForm });

  it('sends a guest to sign in, to come back here after', () => {
    testBus().publish('session:changed', { status: 'guest' });
    renderPage();

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/basic-info$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a placeholder while the details load, then fills both forms with what the account holds', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerGraphQL(fetchMock, { ProfileDetails: async () => (await held, { me }) });
    testBus().publish('session:changed', signedIn);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/user-account');
    expect(await screen.findByTestId('profile-loading')).toHaveAttribute('aria-busy', 'true');
    release();

    const details = await screen.findByRole('form', { name: text.details });
    expect(within(details).getByRole('combobox', { name: text.titleLabel })).toHaveValue('Ms');
    expect(within(details).getByRole('option', { name: text.ms, selected: true })).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: text.firstName })).toHaveValue('Noura');
    expect(within(details).getByRole('textbox', { name: text.lastName })).toHaveValue('Alqahtani');
    expect(within(details).getByLabelText(text.dob)).toHaveValue('1990-05-01');
    expect(within(details).getByRole('textbox', { name: text.email })).toHaveValue('noura@example.sa');
    // the stored +9665… as it is written at home
    expect(within(phoneForm()).getByRole('textbox', { name: text.phone })).toHaveValue('0512345678');
    expect(screen.queryByTestId('profile-loading')).not.toBeInTheDocument();
  });

  it('checks the details in the browser first and sends nothing that the API would refuse', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { ProfileDetails: () => ({ me }) });
    testBus().publish('session:changed', signedIn);
    renderPage();

    const email = await screen.findByRole('textbox', { name: text.email });
    await user.clear(email);
    await user.type(email, 'noura@');
    fireEvent.change(within(detailsForm()).getByLabelText(text.dob), { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByText(text.invalidEmail)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(expect.stringContaining(text.invalidEmail));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(detailsForm()).getByLabelText(text.dob)).toHaveAccessibleDescription(text.invalidDate);
    expect(sentOperations(fetchMock).map((o) => o.operationName)).toEqual(['ProfileDetails']);
  });

  it('saves the details as the API keeps them, says so, and asks the shell to read the session again', async () => {
    const user = userEvent.setup();
    const saved = { ...me, title: 'Dr', firstName: 'Sara', fullName: 'Sara Alqahtani', dob: null, email: 'sara@example.sa' };
    answerGraphQL(fetchMock, { ProfileDetails: () => ({ me }), UpdateProfileDetails: () => ({ updateUserDetails: result('user_updated', saved) }) });
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    testBus().publish('session:changed', signedIn);
    renderPage();

    const firstName = await screen.findByRole('textbox', { name: text.firstName });
    await user.selectOptions(screen.getByRole('combobox', { name: text.titleLabel }), text.dr);
    await user.clear(firstName);
    await user.type(firstName, '  Sara ');
    fireEvent.change(within(detailsForm()).getByLabelText(text.dob), { target: { value: '' } });
    const email = screen.getByRole('textbox', { name: text.email });
    await user.clear(email);
    await user.type(email, 'Sara@Example.SA');
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await within(detailsForm()).findByRole('status')).toHaveTextContent(said('user_updated', language));
    const update = sentOperations(fetchMock).find((o) => o.operationName === 'UpdateProfileDetails');
    expect(update?.variables).toEqual({ title: 'Dr', firstName: 'Sara', lastName: 'Alqahtani', dob: null, email: 'sara@example.sa' });
    expect(firstName).toHaveValue('Sara');
    expect(email).toHaveValue('sara@example.sa');
    expect(refreshes).toHaveBeenCalledTimes(1);
  });

  it("keeps what was typed when the API refuses, with the API's words beside the field it refused", async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { ProfileDetails: () => ({ me }), UpdateProfileDetails: () => ({ updateUserDetails: result('invalid_input', null, [['email', 'email_taken']]) }) });
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    testBus().publish('session:changed', signedIn);
    renderPage();

    const email = await screen.findByRole('textbox', { name: text.email });
    const firstName = screen.getByRole('textbox', { name: text.firstName });
    await user.clear(firstName);
    await user.type(firstName, 'نورة');
    await user.clear(email);
    await user.type(email, 'taken@example.sa');
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await within(detailsForm()).findByRole('alert')).toHaveTextContent(said('invalid_input', language));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(said('email_taken', language)));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('taken@example.sa');
    expect(firstName).toHaveValue('نورة');
    expect(refreshes).not.toHaveBeenCalled();
  });

  it('says the save failed when the store cannot be reached, and keeps the form', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { ProfileDetails: () => ({ me }), UpdateProfileDetails: () => badGateway() });
    testBus().publish('session:changed', signedIn);
    renderPage();

    const lastName = await screen.findByRole('textbox', { name: text.lastName });
    await user.clear(lastName);
    await user.type(lastName, 'Al Harbi');
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await within(detailsForm()).findByRole('alert')).toHaveTextContent(language === 'ar' ? 'حدث خطأ ما. يرجى المحاولة مرة أخرى.' : 'Something went wrong. Please try again.');
    expect(lastName).toHaveValue('Al Harbi');
  });

  it('takes a mobile number written in Arabic-Indic digits and sends it in its one stored form', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, {
      ProfileDetails: () => ({ me }),
      UpdateProfilePhone: ({ phone }) => ({ updatePhonenumber: result('user_updated', { ...me, phone }) }),
    });
    const refreshes = jest.fn();
    testBus().subscribe('session:refresh-requested', refreshes);
    testBus().publish('session:changed', signedIn);
    renderPage();

    const phone = await screen.findByRole('textbox', { name: text.phone });
    await user.clear(phone);
    await user.type(phone, '٠٥٥ ١٢٣ ٤٥٦٧');
    await user.click(screen.getByRole('button', { name: text.savePhone }));

    expect(await within(phoneForm()).findByRole('status')).toHaveTextContent(said('user_updated', language));
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'UpdateProfilePhone')?.variables).toEqual({ phone: '+966551234567' });
    expect(phone).toHaveValue('0551234567');
    expect(refreshes).toHaveBeenCalledTimes(1);
  });

  it('refuses a number that is not a Saudi mobile in the browser, and shows the API refusing one that is taken', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { ProfileDetails: () => ({ me }), UpdateProfilePhone: () => ({ updatePhonenumber: result('invalid_input', null, [['phone', 'phone_taken']]) }) });
    testBus().publish('session:changed', signedIn);
    renderPage();

    const phone = await screen.findByRole('textbox', { name: text.phone });
    await user.clear(phone);
    await user.type(phone, '0412345678');
    await user.click(screen.getByRole('button', { name: text.savePhone }));
    expect(await screen.findByText(text.invalidPhone)).toBeInTheDocument();
    expect(sentOperations(fetchMock).map((o) => o.operationName)).toEqual(['ProfileDetails']);

    await user.clear(phone);
    await user.type(phone, '0559876543');
    await user.click(screen.getByRole('button', { name: text.savePhone }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(said('phone_taken', language))));
    expect(phone).toHaveValue('0559876543');
    expect(within(phoneForm()).getByRole('alert')).toHaveTextContent(said('invalid_input', language));
  });

  it('says when the details could not be read, and reads them again when asked', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { ProfileDetails: (_variables, call) => (call === 1 ? badGateway() : { me }) });
    testBus().publish('session:changed', signedIn);
    renderPage();

    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.retry }));

    expect(await screen.findByRole('textbox', { name: text.firstName })).toHaveValue('Noura');
    expect(screen.queryByText(text.loadFailed)).not.toBeInTheDocument();
  });

  it('asks the shopper to sign in again when the account no longer knows the session', async () => {
    answerGraphQL(fetchMock, { ProfileDetails: () => ({ me: null }) });
    testBus().publish('session:changed', signedIn);
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: text.signedOut })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.signIn })).toHaveAttribute('href', '/authentication/login?redirect=/basic-info');
    expect(screen.queryByRole('form', { name: text.details })).not.toBeInTheDocument();
  });
});

// the session is published after render in some tests above; this one proves the page follows it
it('waits for the session before it reads anything', async () => {
  await setAccountLanguage('en');
  answerGraphQL(fetchMock, { ProfileDetails: () => ({ me }) });
  renderAccountPage(<BasicInfoPage />, { language: 'en', path: '/basic-info' });

  expect(screen.getByTestId('account-page-loading')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  act(() => testBus().publish('session:changed', signedIn));
  expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Noura');
});
