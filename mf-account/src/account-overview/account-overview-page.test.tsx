import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SessionChange } from 'shared-events';
import { setAccountLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { AccountOverviewPage } from './account-overview-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

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
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    sections: 'صفحات الحساب',
    help: 'المساعدة',
    notYet: ['البيانات الأساسية', 'عناويني', 'طلباتي', 'المفضلة', 'الطلبات المفضلة', 'البطاقات المحفوظة', 'اللغة', 'الإشعارات'],
    soon: 'قريباً',
    logOut: 'تسجيل الخروج',
  },
  en: {
    title: 'My account',
    documentTitle: 'My account — Souq Grocery',
    greeting: 'Hello, Noura Alqahtani',
    greetingNoName: 'Hello',
    email: 'Email',
    phone: 'Mobile number',
    sections: 'Account pages',
    help: 'Help',
    notYet: ['Basic information', 'My addresses', 'My orders', 'My favourites', 'Favourite orders', 'Saved cards', 'Language', 'Notifications'],
    soon: 'Coming soon',
    logOut: 'Log out',
  },
} as const;

beforeEach(() => {
  resetTestBus();
});

describe.each(['ar', 'en'] as const)('account overview (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderOverview = () => renderInStore(<AccountOverviewPage />, { language, path: '/user-account' });

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

  it("shows the shopper's name and contact details, and the account pages that exist as links", () => {
    testBus().publish('session:changed', signedIn);
    renderOverview();

    expect(document.title).toBe(text.documentTitle);
    const account = screen.getByRole('region', { name: text.title });
    expect(within(account).getByText(text.greeting)).toBeInTheDocument();
    const details = within(account).getAllByRole('definition').map((d) => d.textContent);
    expect(details).toEqual(['noura@example.sa', '+966512345678']);
    expect(within(account).getAllByRole('term').map((d) => d.textContent)).toEqual([text.email, text.phone]);

    const sections = within(account).getByRole('navigation', { name: text.sections });
    expect(within(sections).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([[text.help, '/help']]);
    for (const name of text.notYet) {
      expect(within(sections).getByText(name)).toBeInTheDocument();
      expect(within(sections).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(sections).getAllByText(text.soon)).toHaveLength(text.notYet.length);
  });

  it('greets a shopper without a name and leaves out details the account does not have', () => {
    testBus().publish('session:changed', {
      status: 'user',
      user: { userId: '9', firstName: '', lastName: '', fullName: '', phone: '+966598765432', language: 'EN' },
    });
    renderOverview();

    expect(screen.getByText(text.greetingNoName)).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual([text.phone]);
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
});
