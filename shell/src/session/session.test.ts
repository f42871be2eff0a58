import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import { fullNameOf, loadSession, sessionFromResponse } from './session';

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
    stubGlobal('fetch', jest.fn(async () => new Response('', { status: 502 })));
    try {
      const session = await loadSession();
      expect(session).toEqual({ status: 'guest' });
    } finally {
      unstubAllGlobals();
    }
  });
});
