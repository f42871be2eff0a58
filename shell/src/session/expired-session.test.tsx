// The expired-session modal mid-page: a lapse reported on the bus (as remote-kit reports the gateway's
// mark) opens it over a signed-in page without a reload; closing it keeps everything the shopper keeps
// on the device (an expired session is not a logout), and "sign in again" leads back to this page.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from 'remote-kit/testing';
import { renderShell } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { ExpiredSession } from './expired-session';
import { expiredSessionNavigation } from './expired-session-modal';
import { listenForSessionRequests } from './session-requests';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const TEXT = {
  ar: { title: 'انتهت صلاحية جلستك', again: 'تسجيل الدخول مرة أخرى', close: 'إغلاق' },
  en: { title: 'Your session has expired', again: 'Sign in again', close: 'Close' },
} as const;

const user = { userId: '12', firstName: 'Sara', lastName: 'Alqahtani', fullName: 'Sara Alqahtani', language: 'AR' } as const;
const fetchMock = stubFetch();
let stop: () => void;

beforeEach(() => {
  const bus = resetTestBus();
  stop = listenForSessionRequests({ bus });
  bus.publish('session:changed', { status: 'user', user });
  localStorage.setItem('cart_ship_method', '{"id":"1","name":"delivery"}');
  localStorage.setItem('user-address-book', '{"list":[]}');
});

afterEach(() => {
  stop();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe.each(['ar', 'en'] as const)('the expired-session modal mid-page (%s)', (language) => {
  const text = TEXT[language];

  it('opens when a request reports the session lapsed, and closing it keeps what the shopper keeps here', async () => {
    const ended = jest.fn();
    testBus().subscribe('session:ended', ended);
    renderShell(<ExpiredSession />, { language, path: '/checkout/payment' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => testBus().publish('session:lapsed', { source: 'graphql' }));
    const modal = await screen.findByRole('alertdialog', { name: text.title });
    expect(modal).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: text.close }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // not a logout: nothing asked of the gateway, no team told to clear its storage, nothing cleared
    expect(fetchMock).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
    expect(localStorage.getItem('cart_ship_method')).not.toBeNull();
    expect(localStorage.getItem('user-address-book')).not.toBeNull();
    expect(testBus().latest('session:changed')).toEqual({ status: 'expired' });
  });

  it('leads to the login page, which brings the shopper back to this page', async () => {
    const signIn = jest.spyOn(expiredSessionNavigation, 'signIn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/checkout/payment');
    renderShell(<ExpiredSession />, { language, path: '/checkout/payment' });
    act(() => testBus().publish('session:lapsed', { source: 'api' }));
    fireEvent.click(await screen.findByRole('button', { name: text.again }));
    expect(signIn).toHaveBeenCalledWith('/authentication/login?redirect=%2Fcheckout%2Fpayment');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('cart_ship_method')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
