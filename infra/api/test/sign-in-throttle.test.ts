// Sign-in throttling cannot be used to lock a victim out (ADR 017): a stranger's wrong passwords lock
// the account to attempts without a device proof, while the owner's device, which signed in before,
// keeps signing in and has a failure counter of its own. On PGlite and on a real PostgreSQL server.
import { defaultSeedData } from '../src/db/open.js';
import { LOGIN_LIMITS } from '../src/account/login-throttle.js';
import { describeEachEngine, type TestApi } from './helpers/test-api.js';

const LOGIN = `mutation($identifier: String!, $password: String!, $deviceToken: String) {
  login(identifier: $identifier, password: $password, deviceToken: $deviceToken) {
    success key message arMessage retryAfter token deviceToken deviceTokenExpiresAt user { userId }
  }
}`;

const victim = defaultSeedData().users[2]!;

/** A shopper registered through the gateway-only mutation, with the password they chose. */
async function newShopper(api: TestApi, name: string): Promise<{ email: string; password: string }> {
  const shopper = { email: `${name}@example.sa`, password: `${name}-Riyadh-1` };
  const res = await api.gql('mutation($input: RegisterInput!) { register(input: $input) { success } }', { input: shopper }, { 'x-gateway-secret': api.config.gatewaySecret });
  expect(res.data.register.success).toBe(true);
  return shopper;
}

function login(api: TestApi, who: { email: string }, password: string, ip: string, deviceToken?: string | null) {
  return api
    .gql(LOGIN, { identifier: who.email, password, deviceToken: deviceToken ?? null }, { 'x-gateway-secret': api.config.gatewaySecret, 'x-client-ip': ip })
    .then((res) => res.data.login);
}

describeEachEngine('sign-in throttling', (api) => {
  it('does not lock the owner’s device out when a stranger tries wrong passwords', async () => {
    // the owner signed in on their phone last week: the answer carries a device proof
    const earlier = await login(api(), victim, victim.password, '192.0.2.10');
    expect(earlier).toMatchObject({ success: true, deviceToken: expect.stringMatching(/^ey/) });
    expect(earlier.deviceTokenExpiresAt).toBeGreaterThan(Date.now() / 1000 + 90 * 24 * 3600);
    const device = earlier.deviceToken as string;

    // a stranger tries passwords from many addresses until the account is locked to strangers
    for (let i = 0; i < LOGIN_LIMITS.account; i += 1) {
      expect((await login(api(), victim, `guess-${i}-Riyadh1`, `198.51.100.${50 + i}`)).key).toBe('invalid_credentials');
    }
    const stranger = await login(api(), victim, victim.password, '198.51.100.99');
    expect(stranger).toMatchObject({ success: false, key: 'too_many_attempts', token: null });
    expect(stranger.retryAfter).toBeGreaterThan(0);

    // the owner, on the device that signed in before, is not locked out — from any address, even the stranger's
    const owner = await login(api(), victim, victim.password, '198.51.100.50', device);
    expect(owner).toMatchObject({ success: true, key: 'logged_in', token: expect.stringMatching(/^ey/) });
    // and the device keeps its proof, renewed
    expect(owner.deviceToken).toEqual(expect.stringMatching(/^ey/));

    // strangers are still held off after the owner signed in
    expect((await login(api(), victim, `guess-again-Riyadh1`, '198.51.100.120')).key).toBe('invalid_credentials');
  });

  it('gives a device that proved itself a counter of its own, and the proof counts only for its account', async () => {
    const neighbour = await newShopper(api(), 'neighbour.alshehri');
    const first = await login(api(), neighbour, neighbour.password, '192.0.2.20');
    const device = first.deviceToken as string;
    // the owner's own typos slow that device down, not the account
    for (let i = 0; i < LOGIN_LIMITS.device; i += 1) {
      expect((await login(api(), neighbour, `typo-${i}-Riyadh1`, '192.0.2.20', device)).key).toBe('invalid_credentials');
    }
    expect(await login(api(), neighbour, neighbour.password, '192.0.2.20', device)).toMatchObject({ success: false, key: 'too_many_attempts' });
    // the account still answers a fresh sign-in with the password
    expect(await login(api(), neighbour, neighbour.password, '192.0.2.21')).toMatchObject({ success: true });

    // another account's proof, or a forged one, is no proof: the attempt is a stranger's
    for (let i = 0; i < LOGIN_LIMITS.account; i += 1) await login(api(), victim, `other-${i}-Riyadh1`, `203.0.113.${10 + i}`);
    const otherAccountsProof = await login(api(), victim, victim.password, '203.0.113.90', device);
    expect(otherAccountsProof.key).toBe('too_many_attempts');
    const [header, , signature] = device.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: String(first.user.userId), did: 'x'.repeat(24) })).toString('base64url')}.${signature}`;
    expect((await login(api(), neighbour, neighbour.password, '203.0.113.91', forged)).success).toBe(true);
    // (the neighbour's account was not locked to strangers, so the forged proof signs in as a stranger would)
    const locked = await login(api(), victim, victim.password, '203.0.113.92', forged);
    expect(locked.key).toBe('too_many_attempts');
  });

  it('lets the owner on a new device in right after a password reset, however locked the account was', async () => {
    const traveller = await newShopper(api(), 'traveller.aldossary');
    for (let i = 0; i < LOGIN_LIMITS.account; i += 1) await login(api(), traveller, `guess-${i}-Riyadh1`, `198.51.100.${150 + i}`);
    expect((await login(api(), traveller, traveller.password, '192.0.2.30')).key).toBe('too_many_attempts');
    const userId = (await api().db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [traveller.email.toLowerCase()]))[0]!.id;
    const link = await api().app.repos.account.createPasswordReset(userId, 600);
    const reset = await api().gql('mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { success key } }', { t: link, p: 'new-Riyadh-pass-2' }, {
      'x-gateway-secret': api().config.gatewaySecret, 'x-client-ip': '192.0.2.30',
    });
    expect(reset.data.resetPassword).toEqual({ success: true, key: 'password_changed' });
    expect(await login(api(), traveller, 'new-Riyadh-pass-2', '192.0.2.30')).toMatchObject({ success: true, deviceToken: expect.stringMatching(/^ey/) });
  });
});
