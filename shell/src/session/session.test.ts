import { fullNameOf, loadSession, sessionFromResponse } from './session';
import { clearSessionStorageKeys } from './stored-keys';

describe('session', () => {
  it('maps the three answers of /api/user', () => {
    expect(sessionFromResponse({ user: null, isExpired: false, noSession: true })).toEqual({ status: 'guest' });
    expect(sessionFromResponse({ user: null, isExpired: true, noSession: false })).toEqual({ status: 'expired' });
    const session = sessionFromResponse({
      user: { userId: '7', firstName: 'Noura', lastName: null, phone: null, email: 'n@example.sa', language: 'EN' },
      isExpired: false,
      noSession: false,
    });
    expect(session).toEqual({
      status: 'user',
      user: { userId: '7', firstName: 'Noura', lastName: '', fullName: 'Noura', email: 'n@example.sa', language: 'EN' },
    });
  });

  it('builds the full name from first and last, empty when both are missing', () => {
    expect(fullNameOf('Sara', 'Alqahtani')).toBe('Sara Alqahtani');
    expect(fullNameOf(null, undefined)).toBe('');
  });

  it('treats a failing session endpoint as a guest', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = await loadSession(async () => new Response('', { status: 502 }));
    expect(session).toEqual({ status: 'guest' });
  });

  it('clears the session keys but keeps the device preferences', () => {
    localStorage.setItem('cartInfo', '{}');
    localStorage.setItem('user-address-book', '{}');
    localStorage.setItem('website_tours', '{}');
    clearSessionStorageKeys();
    expect(localStorage.getItem('cartInfo')).toBeNull();
    expect(localStorage.getItem('user-address-book')).toBeNull();
    expect(localStorage.getItem('website_tours')).toBe('{}');
  });
});
