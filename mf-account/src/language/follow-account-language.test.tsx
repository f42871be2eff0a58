import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { LanguageChangeRequest, SessionChange } from 'shared-events';
import { useSessionHandOff } from '../authentication/use-session-hand-off';
import { setAccountLanguage } from '../test/i18n';
import { resetTestBus, testBus } from '../test/test-bus';
import { followAccountLanguage } from './follow-account-language';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const signedIn = (language: 'AR' | 'EN'): SessionChange => ({
  status: 'user',
  user: { userId: '41', firstName: 'Noura', lastName: '', fullName: 'Noura', email: 'noura@example.sa', language },
});

let requests: LanguageChangeRequest[];

beforeEach(() => {
  resetTestBus();
  requests = [];
  testBus().subscribe('language:change-requested', (request) => requests.push(request));
});

describe('followAccountLanguage', () => {
  it("asks for the account's language only when the page speaks the other one", () => {
    followAccountLanguage({ language: 'EN' }, 'ar');
    followAccountLanguage({ language: 'AR' }, 'en');
    followAccountLanguage({ language: 'EN' }, 'en');
    followAccountLanguage({ language: 'AR' }, 'ar');
    // the router's 'default' locale is Arabic (spec §2, §9)
    followAccountLanguage({ language: 'AR' }, 'default');
    expect(requests).toEqual([{ language: 'en' }, { language: 'ar' }]);
  });
});

describe('the sign-in hand-off', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/authentication/login']}>{children}</MemoryRouter>;

  beforeEach(async () => {
    await setAccountLanguage('ar');
  });

  it('switches the page to the language the account keeps, once the shell has read the new session', () => {
    const { result } = renderHook(() => useSessionHandOff('/user-account'), { wrapper });
    act(() => testBus().publish('session:changed', { status: 'guest' }));

    act(() => result.current.handOff());
    expect(requests).toEqual([]);
    act(() => testBus().publish('session:changed', signedIn('EN')));

    expect(requests).toEqual([{ language: 'en' }]);
  });

  it('leaves the page language alone for a shopper who arrived signed in', () => {
    testBus().publish('session:changed', signedIn('EN'));
    renderHook(() => useSessionHandOff('/user-account'), { wrapper });

    expect(requests).toEqual([]);
  });

  it('leaves it alone when the account keeps the language the page speaks', () => {
    const { result } = renderHook(() => useSessionHandOff('/'), { wrapper });
    act(() => result.current.handOff());
    act(() => testBus().publish('session:changed', signedIn('AR')));

    expect(requests).toEqual([]);
  });
});
