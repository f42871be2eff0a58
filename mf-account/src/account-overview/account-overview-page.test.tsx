import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetGraphQLClients, stubFetch } from 'remote-kit/testing';
import { type SessionChange } from 'shared-events';
import { setAccountLanguage } from '../test/i18n';
import { answerGraphQL, badGateway, renderAccountPage, sentOperations } from '../test/profile-graphql';
import { resetTestBus, testBus } from '../test/test-bus';
import { AccountOverviewPage } from './account-overview-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const fetchMock = stubFetch();

const deactivated = {
  deactivateUser: {
    __typename: 'MutationResult',
    success: true,
    key: 'account_deactivated',
    message: 'Your account has been deactivated.',
    arMessage: 'تم تعطيل حسابك.',
    errors: [],
  },
};

const signedIn: SessionChange = {
  status: 'user',
  user: {
    userId: '41',
    firstName: 'Noura',
    lastName: 'Alqahtani',
    fullName: 'Noura Alqahtani',
    email: 'noura@example.sa',
    phone: '+966512345678',
    language: 'AR',
  },
};

const copy = {
  ar: {
    title: 'حسابي',
    documentTitle: 'حسابي — سوق البقالة',
    greeting: 'مرحباً، Noura Alqahtani',
    greetingNoName: 'مرحباً بك',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    sections: 'صفحات الحساب',
    pages: ['البيانات الأساسية', 'عناويني', 'طلباتي', 'المفضلة', 'الطلبات المفضلة', 'البطاقات المحفوظة', 'اللغة', 'الإشعارات', 'المساعدة'],
    logOut: 'تسجيل الخروج',
    deactivate: 'تعطيل الحساب',
    dialogTitle: 'هل تريد تعطيل حسابك؟',
    whatHappens: ['سيتم تسجيل خروجك هنا ومن جميع أجهزتك الأخرى.', 'لن تتمكن من تسجيل الدخول بهذا البريد الإلكتروني أو رقم الجوال بعد الآن.'],
    confirm: 'تعطيل حسابي',
    keep: 'الإبقاء على حسابي',
    done: 'تم تعطيل حسابك. جارٍ تسجيل خروجك…',
    failed: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  en: {
    title: 'My account',
    documentTitle: 'My account — Souq Grocery',
    greeting: 'Hello, Noura Alqahtani',
    greetingNoName: 'Hello',
    name: 'Name',
    email: 'Email',
    phone: 'Mobile number',
    sections: 'Account pages',
    pages: ['Basic information', 'My addresses', 'My orders', 'My favourites', 'Favourite orders', 'Saved cards', 'Language', 'Notifications', 'Help'],
    logOut: 'Log out',
    deactivate: 'Deactivate account',
    dialogTitle: 'Deactivate your account?',
    whatHappens: ['You are signed out here and on every other device.', 'You can no longer sign in with this email or mobile number.'],
    confirm: 'Deactivate my account',
    keep: 'Keep my account',
    done: 'Your account has been deactivated. Signing you out…',
    failed: 'Something went wrong. Please try again.',
  },
} as const;

const PATHS = ['/basic-info', '/addresses', '/orders', '/my-favourite', '/favourite-orders', '/payments', '/language', '/notifications', '/help'];

beforeEach(() => {
  resetTestBus();
  resetGraphQLClients();
});

describe.each(['ar', 'en'] as const)('account overview (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderOverview = () => renderAccountPage(<AccountOverviewPage />, { language, path: '/user-account' });

  it('shows a placeholder while the session is not known yet, then the account', () => {
    renderOverview();

    expect(screen.getByTestId('account-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: text.title })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-account$/);

    act(() => testBus().publish('session:changed', signedIn));

    expect(screen.queryByTestId('account-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
  });

  it.each(['guest', 'expired'] as const)('sends a %s shopper to sign in, to come back here after', (status) => {
    testBus().publish('session:changed', { status });
    renderOverview();

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/user-account$/);
    expect(screen.queryByRole('heading', { name: text.title })).not.toBeInTheDocument();
  });

  it("shows the shopper's full name and contact details, and a link to every account page", () => {
    testBus().publish('session:changed', signedIn);
    renderOverview();

    expect(document.title).toBe(text.documentTitle);
    const account = screen.getByRole('region', { name: text.title });
    expect(within(account).getByText(text.greeting)).toBeInTheDocument();
    const details = within(account).getAllByRole('definition').map((d) => d.textContent);
    expect(details).toEqual(['Noura Alqahtani', 'noura@example.sa', '+966512345678']);
    expect(within(account).getAllByRole('term').map((d) => d.textContent)).toEqual([text.name, text.email, text.phone]);

    const sections = within(account).getByRole('navigation', { name: text.sections });
    expect(within(sections).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      text.pages.map((name, index) => [name, PATHS[index]]),
    );
  });

  it('makes the full name from the first and last name, as spec §3 says, whatever the session carried', () => {
    testBus().publish('session:changed', {
      status: 'user',
      user: { userId: '7', firstName: ' Sara ', lastName: '', fullName: 'stale name', email: 'sara@example.sa', language: 'AR' },
    });
    renderOverview();

    expect(screen.getByText(language === 'ar' ? 'مرحباً، Sara' : 'Hello, Sara')).toBeInTheDocument();
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent(/^Sara$/);
  });

  it('greets a shopper without a name and leaves out details the account does not have', () => {
    testBus().publish('session:changed', {
      status: 'user',
      user: { userId: '9', firstName: '', lastName: '', fullName: '', phone: '+966598765432', language: 'EN' },
    });
    renderOverview();

    expect(screen.getByText(text.greetingNoName)).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual([text.phone]);
    expect(screen.queryByText(text.name)).not.toBeInTheDocument();
  });

  it('asks the shell to log out, once, and shows it is on its way', async () => {
    const user = userEvent.setup();
    const logouts = jest.fn();
    testBus().subscribe('session:logout-requested', logouts);
    testBus().publish('session:changed', signedIn);
    renderOverview();

    const logOut = screen.getByRole('button', { name: text.logOut });
    await user.click(logOut);
    await user.click(logOut);

    expect(logouts).toHaveBeenCalledTimes(1);
    expect(logouts).toHaveBeenCalledWith({});
    expect(logOut).toHaveAttribute('aria-busy', 'true');
    // the account area never announces a session change itself: the shell does
    expect(testBus().latest('session:changed')).toEqual(signedIn);
  });

  it('asks before deactivating, says what happens, and changes nothing when the shopper keeps the account', async () => {
    const user = userEvent.setup();
    const logouts = jest.fn();
    testBus().subscribe('session:logout-requested', logouts);
    testBus().publish('session:changed', signedIn);
    renderOverview();

    const open = screen.getByRole('button', { name: text.deactivate });
    await user.click(open);
    const dialog = await screen.findByRole('alertdialog', { name: text.dialogTitle });
    for (const line of text.whatHappens) expect(within(dialog).getByText(line)).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: text.keep }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(logouts).not.toHaveBeenCalled();
  });

  it('deactivates the account once, then asks the shell to log the shopper out', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { DeactivateAccount: () => deactivated });
    const logouts = jest.fn();
    testBus().subscribe('session:logout-requested', logouts);
    testBus().publish('session:changed', signedIn);
    renderOverview();

    await user.click(screen.getByRole('button', { name: text.deactivate }));
    const dialog = await screen.findByRole('alertdialog', { name: text.dialogTitle });
    const confirm = await within(dialog).findByRole('button', { name: text.confirm });
    await user.click(confirm);
    await user.click(confirm);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(text.done);
    expect(sentOperations(fetchMock).map((o) => o.operationName)).toEqual(['DeactivateAccount']);
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(logouts).toHaveBeenCalledWith({});
    // the dialog stays until the logout reloads the page
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: text.dialogTitle })).toBeInTheDocument();
  });

  it('keeps the shopper signed in and says why when the account could not be deactivated', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { DeactivateAccount: () => badGateway() });
    const logouts = jest.fn();
    testBus().subscribe('session:logout-requested', logouts);
    testBus().publish('session:changed', signedIn);
    renderOverview();

    await user.click(screen.getByRole('button', { name: text.deactivate }));
    const dialog = await screen.findByRole('alertdialog', { name: text.dialogTitle });
    await user.click(await within(dialog).findByRole('button', { name: text.confirm }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.failed);
    expect(logouts).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: text.keep }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
