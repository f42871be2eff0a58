import { waitFor } from '@testing-library/react';
import { createEventBus, type EventBus, type SessionChange } from 'shared-events';
import { stubFetch } from 'remote-kit/testing';
import { listenForSessionRequests } from './session-requests';

const signedIn = {
  user: { userId: '12', firstName: 'Sara', lastName: 'Alqahtani', phone: null, email: 'sara@example.sa', language: 'AR' },
  token: true,
  refreshToken: true,
  isExpired: false,
  noSession: false,
};
const guest = { user: null, token: false, refreshToken: false, isExpired: false, noSession: true };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let bus: EventBus;
let stop: (() => void) | undefined;
const fetchMock = stubFetch();
let sessions: SessionChange[];

beforeEach(() => {
  bus = createEventBus();
  sessions = [];
  bus.subscribe('session:changed', (session) => sessions.push(session));
});

afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
});

describe('session:refresh-requested', () => {
  it('reads /api/user again and publishes the answer as session:changed', async () => {
    fetchMock.mockResolvedValue(json(signedIn));
    stop = listenForSessionRequests({ bus });

    bus.publish('session:refresh-requested', {});

    await waitFor(() => expect(sessions).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'same-origin' }));
    expect(sessions[0]).toEqual({
      status: 'user',
      user: { userId: '12', firstName: 'Sara', lastName: 'Alqahtani', fullName: 'Sara Alqahtani', email: 'sara@example.sa', language: 'AR' },
    });
    expect(bus.latest('session:changed')).toEqual(sessions[0]);
  });

  it('waits for the session read at start, so its own newer answer is published last', async () => {
    const initial = deferred();
    fetchMock.mockResolvedValue(json(signedIn));
    stop = listenForSessionRequests({ bus, initial: initial.promise });

    bus.publish('session:refresh-requested', {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();

    // the start-up reading lands (the shell publishes it), then the refresh runs
    bus.publish('session:changed', { status: 'guest' });
    initial.resolve();

    await waitFor(() => expect(sessions.map((s) => s.status)).toEqual(['guest', 'user']));
  });

  it('still answers when the start-up reading failed', async () => {
    fetchMock.mockResolvedValue(json(signedIn));
    stop = listenForSessionRequests({ bus, initial: Promise.reject(new Error('offline')) });

    bus.publish('session:refresh-requested', {});

    await waitFor(() => expect(sessions.map((s) => s.status)).toEqual(['user']));
  });

  it('answers each request in the order asked', async () => {
    const first = deferred<Response>();
    fetchMock.mockReturnValueOnce(first.promise).mockResolvedValueOnce(json(signedIn));
    stop = listenForSessionRequests({ bus });

    bus.publish('session:refresh-requested', {});
    bus.publish('session:refresh-requested', {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    first.resolve(json(guest));

    await waitFor(() => expect(sessions.map((s) => s.status)).toEqual(['guest', 'user']));
  });

  it('publishes a guest when the session endpoint fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    stop = listenForSessionRequests({ bus });

    bus.publish('session:refresh-requested', {});

    await waitFor(() => expect(sessions).toEqual([{ status: 'guest' }]));
  });
});

describe('session:logout-requested', () => {
  it("runs the shell's logout: ends the server session, announces session:ended, then reloads", async () => {
    const order: string[] = [];
    fetchMock.mockImplementation(async (url: string) => {
      order.push(`fetch ${url}`);
      return json({ success: true });
    });
    bus.subscribe('session:ended', () => order.push('session:ended'));
    const reload = jest.fn(() => order.push('reload'));
    stop = listenForSessionRequests({ bus, afterLogout: reload });

    bus.publish('session:logout-requested', {});

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ credentials: 'same-origin' }));
    expect(order).toEqual(['fetch /api/auth/logout', 'session:ended', 'reload']);
  });

  it("clears no other team's storage itself, and keeps its own device preferences", async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    localStorage.setItem('cartInfo', '{"cartItems":[]}');
    localStorage.setItem('user-address-book', '{"list":[]}');
    localStorage.setItem('tknzd', '{}');
    localStorage.setItem('website_tours', '{"deliveryTour":true,"cartTour":true}');
    localStorage.setItem('colour-mode', 'dark');
    const reload = jest.fn();
    stop = listenForSessionRequests({ bus, afterLogout: reload });

    bus.publish('session:logout-requested', {});

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // each of these is cleared by its own team, answering session:ended
    expect(['cartInfo', 'user-address-book', 'tknzd'].map((key) => localStorage.getItem(key))).toEqual(['{"cartItems":[]}', '{"list":[]}', '{}']);
    expect(localStorage.getItem('website_tours')).not.toBeNull();
    expect(localStorage.getItem('colour-mode')).toBe('dark');
    localStorage.clear();
  });

  it('logs out once however often it is asked, and publishes no session read that lands meanwhile', async () => {
    const loggedOut = deferred<Response>();
    const reading = deferred<Response>();
    fetchMock.mockImplementation((url: string) => (url === '/api/user' ? reading.promise : loggedOut.promise));
    const ended = jest.fn();
    bus.subscribe('session:ended', ended);
    const reload = jest.fn();
    stop = listenForSessionRequests({ bus, afterLogout: reload });

    bus.publish('session:refresh-requested', {});
    bus.publish('session:logout-requested', {});
    bus.publish('session:logout-requested', {});
    reading.resolve(json(signedIn));
    loggedOut.resolve(json({ success: true }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/logout')).toHaveLength(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sessions).toEqual([]);
  });

  it('still announces session:ended and reloads when the server logout fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const ended = jest.fn();
    bus.subscribe('session:ended', ended);
    const reload = jest.fn();
    stop = listenForSessionRequests({ bus, afterLogout: reload });

    bus.publish('session:logout-requested', {});

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('session:lapsed', () => {
  const user = { userId: '12', firstName: 'Sara', lastName: 'Alqahtani', fullName: 'Sara Alqahtani', language: 'AR' } as const;

  it('turns a signed-in session into an expired one mid-page, once, without logging out or reading /api/user', async () => {
    const ended = jest.fn();
    bus.subscribe('session:ended', ended);
    stop = listenForSessionRequests({ bus });
    bus.publish('session:changed', { status: 'user', user });

    bus.publish('session:lapsed', { source: 'graphql' });
    bus.publish('session:lapsed', { source: 'api' });

    await waitFor(() => expect(sessions.map((s) => s.status)).toEqual(['user', 'expired']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sessions.map((s) => s.status)).toEqual(['user', 'expired']);
    expect(bus.latest('session:changed')).toEqual({ status: 'expired' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it('leaves a guest a guest', async () => {
    stop = listenForSessionRequests({ bus });
    bus.publish('session:changed', { status: 'guest' });
    bus.publish('session:lapsed', { source: 'api' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sessions.map((s) => s.status)).toEqual(['guest']);
  });

  it('is decided after the session read at start, which it does not undo', async () => {
    const initial = deferred();
    stop = listenForSessionRequests({ bus, initial: initial.promise });
    bus.publish('session:lapsed', { source: 'graphql' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sessions).toEqual([]);

    bus.publish('session:changed', { status: 'user', user });
    initial.resolve();
    await waitFor(() => expect(sessions.map((s) => s.status)).toEqual(['user', 'expired']));
  });
});

it('stops answering once stopped, and lets go of its subscriptions', async () => {
  fetchMock.mockResolvedValue(json(signedIn));
  const reload = jest.fn();
  const stopListening = listenForSessionRequests({ bus, afterLogout: reload });
  expect(bus.subscriberCount('session:refresh-requested')).toBe(1);
  expect(bus.subscriberCount('session:logout-requested')).toBe(1);
  expect(bus.subscriberCount('session:lapsed')).toBe(1);

  stopListening();
  bus.publish('session:refresh-requested', {});
  bus.publish('session:logout-requested', {});
  await new Promise((resolve) => setTimeout(resolve, 10));

  expect(fetchMock).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
  expect(bus.subscriberCount('session:refresh-requested')).toBe(0);
  expect(bus.subscriberCount('session:logout-requested')).toBe(0);
  expect(bus.subscriberCount('session:lapsed')).toBe(0);
});
