import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetGraphQLClients, stubFetch } from 'remote-kit/testing';
import type { SessionChange } from 'shared-events';
import { setAccountLanguage } from '../test/i18n';
import { answerGraphQL, badGateway, renderAccountPage, sentOperations } from '../test/profile-graphql';
import { resetTestBus, testBus } from '../test/test-bus';
import { NotificationsPage } from './notifications-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const fetchMock = stubFetch();

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '41', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', phone: '+966512345678', language: 'AR' },
};

type Settings = { isNotification: boolean; isPromotion: boolean };
const me = (settings: Settings) => ({ me: { __typename: 'User', id: '41', ...settings } });

/** The API's updateUserSettings: one method at a time, on the settings it keeps. */
function accountSettings(start: Settings) {
  const stored = { ...start };
  return {
    stored,
    update: ({ enable, method }: Record<string, unknown>) => {
      stored[method === 'NOTIFICATION' ? 'isNotification' : 'isPromotion'] = Boolean(enable);
      return {
        updateUserSettings: {
          __typename: 'UserResult',
          success: true,
          key: 'user_updated',
          message: 'Your details have been saved.',
          arMessage: 'تم حفظ بياناتك.',
          errors: [],
          user: { __typename: 'User', id: '41', ...stored },
        },
      };
    },
  };
}

const copy = {
  ar: {
    title: 'الإشعارات',
    orders: 'تحديثات الطلبات',
    promotions: 'العروض والتخفيضات',
    save: 'حفظ الإعدادات',
    saved: 'تم حفظ إعداداتك.',
    unauthorized: 'يرجى تسجيل الدخول للمتابعة.',
    loadFailed: 'تعذّر تحميل هذه الصفحة. تحقق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  en: {
    title: 'Notifications',
    orders: 'Order updates',
    promotions: 'Offers and promotions',
    save: 'Save settings',
    saved: 'Your settings have been saved.',
    unauthorized: 'Please log in to continue.',
    loadFailed: 'We could not load this page. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

beforeEach(() => {
  resetTestBus();
  resetGraphQLClients();
});

describe.each(['ar', 'en'] as const)('notifications page (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  const renderPage = () => renderAccountPage(<NotificationsPage />, { language, path: '/notifications' });

  it('sends a guest to sign in, to come back here after', () => {
    testBus().publish('session:changed', { status: 'expired' });
    renderPage();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/notifications$/);
  });

  it('shows each setting as the account holds it', async () => {
    answerGraphQL(fetchMock, { NotificationSettings: () => me({ isNotification: true, isPromotion: false }) });
    testBus().publish('session:changed', signedIn);
    renderPage();

    expect(screen.getByTestId('profile-loading')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: text.orders })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: text.promotions })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
  });

  it('saves only what changed, one method at a time, and says it is saved', async () => {
    const user = userEvent.setup();
    const account = accountSettings({ isNotification: true, isPromotion: false });
    answerGraphQL(fetchMock, { NotificationSettings: () => me(account.stored), UpdateNotificationSetting: account.update });
    testBus().publish('session:changed', signedIn);
    renderPage();

    await user.click(await screen.findByRole('checkbox', { name: text.promotions }));
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.saved);
    expect(sentOperations(fetchMock).slice(1)).toEqual([{ operationName: 'UpdateNotificationSetting', variables: { enable: true, method: 'PROMOTION' } }]);

    await user.click(screen.getByRole('checkbox', { name: text.orders }));
    await user.click(screen.getByRole('checkbox', { name: text.promotions }));
    await user.click(screen.getByRole('button', { name: text.save }));
    await screen.findByRole('status');
    expect(sentOperations(fetchMock).slice(2)).toEqual([
      { operationName: 'UpdateNotificationSetting', variables: { enable: false, method: 'NOTIFICATION' } },
      { operationName: 'UpdateNotificationSetting', variables: { enable: false, method: 'PROMOTION' } },
    ]);
    expect(account.stored).toEqual({ isNotification: false, isPromotion: false });
  });

  it('keeps the switches as the shopper set them when the account refuses, and says why', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, {
      NotificationSettings: () => me({ isNotification: true, isPromotion: false }),
      UpdateNotificationSetting: () => ({
        updateUserSettings: {
          __typename: 'UserResult',
          success: false,
          key: 'unauthorized',
          message: 'Please log in to continue.',
          arMessage: 'يرجى تسجيل الدخول للمتابعة.',
          errors: [],
          user: null,
        },
      }),
    });
    testBus().publish('session:changed', signedIn);
    renderPage();

    await user.click(await screen.findByRole('checkbox', { name: text.orders }));
    await user.click(screen.getByRole('checkbox', { name: text.promotions }));
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.unauthorized);
    expect(screen.getByRole('checkbox', { name: text.orders })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: text.promotions })).toBeChecked();
    // the first refusal stops the save: the second setting was not sent
    expect(sentOperations(fetchMock).map((o) => o.operationName)).toEqual(['NotificationSettings', 'UpdateNotificationSetting']);
  });

  it('says when the settings could not be read, and reads them again when asked', async () => {
    const user = userEvent.setup();
    answerGraphQL(fetchMock, { NotificationSettings: (_variables, call) => (call === 1 ? badGateway() : me({ isNotification: false, isPromotion: true })) });
    testBus().publish('session:changed', signedIn);
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.retry }));
    expect(await screen.findByRole('checkbox', { name: text.promotions })).toBeChecked();
    expect(screen.queryByText(text.loadFailed)).not.toBeInTheDocument();
  });
});
