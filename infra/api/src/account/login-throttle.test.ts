import { LOGIN_LIMITS, accountLoginKeys, loginLimits, loginSuccessKeys, resetUseLimits } from './login-throttle.js';

describe('login throttling rules', () => {
  it('holds an attempt without a device proof to the account’s and the address’s counters', () => {
    expect(loginLimits({ account: 'email:huda@example.sa', clientIp: '203.0.113.7', provenDeviceId: null }).map((l) => [l.key, l.max])).toEqual([
      ['login:acct:email:huda@example.sa', LOGIN_LIMITS.account],
      ['login:ip:203.0.113.7', LOGIN_LIMITS.ip],
    ]);
  });

  it('holds an attempt from a device that signed in before to that device’s counter only', () => {
    const limits = loginLimits({ account: 'email:huda@example.sa', clientIp: '203.0.113.7', provenDeviceId: 'device-0123456789abcdef' });
    expect(limits.map((l) => l.key)).toEqual(['login:device:device-0123456789abcdef']);
    expect(limits.some((l) => l.key.startsWith('login:acct:') || l.key.startsWith('login:ip:'))).toBe(false);
  });

  it('resets the account’s counter on a success, and the device’s when it proved itself', () => {
    expect(loginSuccessKeys({ account: 'phone:0551234567', provenDeviceId: null })).toEqual(['login:acct:phone:0551234567']);
    expect(loginSuccessKeys({ account: 'phone:0551234567', provenDeviceId: 'd'.repeat(20) })).toEqual(['login:acct:phone:0551234567', `login:device:${'d'.repeat(20)}`]);
  });

  it('names an account’s counters by each identifier it signs in with', () => {
    expect(accountLoginKeys({ email: 'huda@example.sa', phone: '0551234567' })).toEqual(['login:acct:email:huda@example.sa', 'login:acct:phone:0551234567']);
    expect(accountLoginKeys({ email: null, phone: '0551234567' })).toEqual(['login:acct:phone:0551234567']);
  });

  it('adds the account to a reset link’s counters only when the link names one', () => {
    expect(resetUseLimits({ clientIp: '192.0.2.1', tokenHash: 'h', ownerId: null }).map((l) => l.key)).toEqual(['resetpw:ip:192.0.2.1', 'resetpw:token:h']);
    expect(resetUseLimits({ clientIp: '192.0.2.1', tokenHash: 'h', ownerId: 42 }).map((l) => l.key)).toContain('resetpw:acct:42');
  });
});
