// Identity, user and address-book resolvers, in-process, on PGlite and on a real PostgreSQL server.
import { defaultSeedData } from '../src/db/open.js';
import { LOGIN_LIMITS, RESET_LIMITS, RESET_USE_LIMITS } from '../src/account/login-throttle.js';
import { hashToken } from '../src/account/tokens.js';
import { describeEachEngine, type TestApi } from './helpers/test-api.js';

const RESULT = 'success key message arMessage errors { field key message arMessage }';
const AUTH = `${RESULT} token refreshToken tokenExpiresAt refreshExpiresAt retryAfter user { userId userName fullName language phone email }`;
const LOGIN = `mutation($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { ${AUTH} } }`;
const USER = 'id phone email title firstName lastName dob isNotification isPromotion language fullName mode';
const ADDRESS = 'id address1 address2 lat long addressType isDefault country header';

const seedUser = defaultSeedData().users[0]!;

function gateway(api: TestApi, ip = '203.0.113.7') {
  return { 'x-gateway-secret': api.config.gatewaySecret, 'x-client-ip': ip };
}

async function login(api: TestApi, identifier = seedUser.email, password = seedUser.password, ip?: string) {
  const res = await api.gql(LOGIN, { identifier, password }, gateway(api, ip));
  return res.data.login;
}

async function bearer(api: TestApi, who = seedUser): Promise<Record<string, string>> {
  const result = await login(api, who.email, who.password);
  expect(result.success).toBe(true);
  return { authorization: `Bearer ${result.token}` };
}

/** A new account (through the gateway-only register mutation) and its bearer header. */
async function registered(api: TestApi, email: string): Promise<Record<string, string>> {
  const password = `${email.split('@')[0]}-pass-1`;
  const res = await api.gql(`mutation($input: RegisterInput!) { register(input: $input) { ${AUTH} } }`, { input: { email, password } }, gateway(api));
  expect(res.data.register.success).toBe(true);
  return { authorization: `Bearer ${res.data.register.token}` };
}

/** Every row a user or identity mutation may touch, to prove a refused mutation changed nothing. */
async function snapshot(api: TestApi) {
  return {
    users: await api.db.query("SELECT id, phone, email, password_hash, title, first_name, last_name, to_char(dob, 'YYYY-MM-DD') AS dob, language, is_notification, is_promotion, active FROM users ORDER BY id"),
    addresses: await api.db.query('SELECT * FROM addresses ORDER BY id'),
    sessions: await api.db.query('SELECT * FROM sessions ORDER BY id'),
    passwordResets: await api.db.query('SELECT * FROM password_resets ORDER BY token_hash'),
    authThrottle: await api.db.query('SELECT * FROM auth_throttle ORDER BY key'),
    outbox: await api.db.query('SELECT * FROM outbox_messages ORDER BY id'),
  };
}

const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ${RESULT} retryAfter } }`;
const FORGOT = `mutation($identifier: String!) { requestPasswordReset(identifier: $identifier) { ${RESULT} retryAfter } }`;

/** Reset links of a user stored straight in this test's database, already used, so each is refused. */
async function staleResetTokens(api: TestApi, userId: number, tokens: string[]): Promise<void> {
  for (const token of tokens) {
    await api.db.query(
      "INSERT INTO password_resets (token_hash, user_id, expires_at, used_at) VALUES ($1, $2, now() + interval '30 minutes', now())",
      [hashToken(token), userId],
    );
  }
}

describeEachEngine('identity, user and address book', (api) => {
  it('logs in with email or phone and returns the user info and tokens', async () => {
    const byEmail = await login(api());
    expect(byEmail).toMatchObject({ success: true, key: 'logged_in', user: { email: seedUser.email.toLowerCase() } });
    expect(byEmail.token).toMatch(/^ey/);
    const byPhone = await login(api(), seedUser.phone);
    expect(byPhone.success).toBe(true);
    const me = await api().gql(`{ me { ${USER} } userInfo { userId fullName } }`, {}, { authorization: `Bearer ${byPhone.token}` });
    expect(me.data.me.email).toBe(seedUser.email.toLowerCase());
    expect(me.data.userInfo.fullName).toBe(`${seedUser.firstName} ${seedUser.lastName}`);
  });

  it('hands tokens only to the gateway', async () => {
    const res = await api().gql(LOGIN, { identifier: seedUser.email, password: seedUser.password });
    expect(res.data.login).toMatchObject({ success: false, key: 'forbidden', token: null });
  });

  it('treats a USER without a valid token as a guest', async () => {
    const res = await api().gql('{ me { id } addressBook { id } }', {}, { authorization: 'Bearer not-a-token' });
    expect(res.data).toEqual({ me: null, addressBook: [] });
  });

  it('refuses the 11th wrong password in a row with too_many_attempts', async () => {
    const user = defaultSeedData().users[1]!;
    expect(user.email).not.toBe(seedUser.email);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await login(api(), user.email, 'wrong-password-1', `198.51.100.${i}`);
      expect(wrong.key).toBe('invalid_credentials');
    }
    const eleventh = await login(api(), user.email, 'wrong-password-1', '198.51.100.99');
    expect(eleventh).toMatchObject({ success: false, key: 'too_many_attempts' });
    expect(eleventh.retryAfter).toBeGreaterThan(0);
    expect(eleventh.arMessage).toMatch(/[\u0600-\u06FF]/);
    // even the right password waits
    const right = await login(api(), user.email, user.password, '198.51.100.100');
    expect(right.key).toBe('too_many_attempts');
  });

  it('locks a client address after 50 wrong logins to any accounts, with a retry-after', async () => {
    const ip = '198.51.100.201';
    for (let i = 0; i < LOGIN_LIMITS.ip; i += 1) {
      const wrong = await login(api(), `nobody.${i}@example.com`, 'wrong-password-1', ip);
      expect(wrong.key).toBe('invalid_credentials');
    }
    const locked = await login(api(), seedUser.email, seedUser.password, ip);
    expect(locked).toMatchObject({ success: false, key: 'too_many_attempts', token: null });
    expect(locked.retryAfter).toBeGreaterThan(0);
    expect(locked.retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.lockSeconds);
    // the account itself is not locked: from another address it logs in
    expect((await login(api(), seedUser.email, seedUser.password, '198.51.100.202')).success).toBe(true);
  });

  it('limits password reset requests per account, with a retry-after', async () => {
    const user = defaultSeedData().users[2]!;
    const sent = async () => (await api().db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = $1', [user.email.toLowerCase()]))[0]!.n;
    for (let i = 0; i < RESET_LIMITS.account; i += 1) {
      const res = await api().gql(FORGOT, { identifier: user.email }, gateway(api(), `198.51.100.${110 + i}`));
      expect(res.data.requestPasswordReset).toMatchObject({ success: true, key: 'reset_sent', retryAfter: null });
    }
    expect(await sent()).toBe(RESET_LIMITS.account);
    const refused = await api().gql(FORGOT, { identifier: user.email.toUpperCase() }, gateway(api(), '198.51.100.130'));
    expect(refused.data.requestPasswordReset).toMatchObject({ success: false, key: 'too_many_attempts', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(refused.data.requestPasswordReset.retryAfter).toBeGreaterThan(0);
    expect(refused.data.requestPasswordReset.retryAfter).toBeLessThanOrEqual(RESET_LIMITS.lockSeconds);
    expect(await sent()).toBe(RESET_LIMITS.account);
  });

  it('limits password reset requests per client address, whatever the accounts', async () => {
    const ip = '198.51.100.140';
    for (let i = 0; i < RESET_LIMITS.ip; i += 1) {
      const res = await api().gql(FORGOT, { identifier: `05500000${String(i).padStart(2, '0')}` }, gateway(api(), ip));
      expect(res.data.requestPasswordReset.key).toBe('reset_sent');
    }
    const refused = await api().gql(FORGOT, { identifier: 'someone.else@example.com' }, gateway(api(), ip));
    expect(refused.data.requestPasswordReset).toMatchObject({ success: false, key: 'too_many_attempts' });
    expect(refused.data.requestPasswordReset.retryAfter).toBeGreaterThan(0);
    const elsewhere = await api().gql(FORGOT, { identifier: 'someone.else@example.com' }, gateway(api(), '198.51.100.141'));
    expect(elsewhere.data.requestPasswordReset.key).toBe('reset_sent');
  });

  it('limits failed password resets per client address, with a retry-after', async () => {
    const ip = '198.51.100.150';
    for (let i = 0; i < RESET_USE_LIMITS.ip; i += 1) {
      const res = await api().gql(RESET, { token: `guessed-token-${i}`, password: 'new-pass-12' }, gateway(api(), ip));
      expect(res.data.resetPassword.errors[0]).toMatchObject({ field: 'token', key: 'invalid_reset_token' });
    }
    const refused = await api().gql(RESET, { token: 'guessed-token-last', password: 'new-pass-12' }, gateway(api(), ip));
    expect(refused.data.resetPassword).toMatchObject({ success: false, key: 'too_many_attempts' });
    expect(refused.data.resetPassword.retryAfter).toBeGreaterThan(0);
  });

  it('limits failed uses of one reset token from many addresses', async () => {
    for (let i = 0; i < RESET_USE_LIMITS.token; i += 1) {
      const res = await api().gql(RESET, { token: 'replayed-token', password: 'new-pass-12' }, gateway(api(), `198.51.100.${160 + i}`));
      expect(res.data.resetPassword.errors[0]).toMatchObject({ key: 'invalid_reset_token' });
    }
    const refused = await api().gql(RESET, { token: 'replayed-token', password: 'new-pass-12' }, gateway(api(), '198.51.100.170'));
    expect(refused.data.resetPassword).toMatchObject({ success: false, key: 'too_many_attempts' });
    expect(refused.data.resetPassword.retryAfter).toBeGreaterThan(0);
    // another token from a fresh address is judged on its own
    const other = await api().gql(RESET, { token: 'another-token', password: 'new-pass-12' }, gateway(api(), '198.51.100.171'));
    expect(other.data.resetPassword.errors[0]).toMatchObject({ key: 'invalid_reset_token' });
  });

  it('locks resets of an account whose stale links are replayed, even its live link', async () => {
    const email = 'replayed.links@example.com';
    await registered(api(), email);
    const userId = (await api().db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
    // below the per-token limit each, above the per-account limit together
    const perToken = RESET_USE_LIMITS.token - 1;
    const stale = Array.from({ length: Math.ceil(RESET_USE_LIMITS.account / perToken) }, (_, i) => `stale-link-${i}-${'x'.repeat(20)}`);
    await staleResetTokens(api(), userId, stale);
    let attempt = 0;
    let refused: { key: string; retryAfter: number | null } | null = null;
    for (const token of stale) {
      for (let i = 0; i < perToken && !refused; i += 1) {
        attempt += 1;
        const res = (await api().gql(RESET, { token, password: 'new-pass-12' }, gateway(api(), `198.51.101.${attempt}`))).data.resetPassword;
        if (res.key === 'too_many_attempts') refused = res;
        else expect(res.errors[0]).toMatchObject({ key: 'invalid_reset_token' });
      }
    }
    expect(attempt).toBe(RESET_USE_LIMITS.account + 1);
    expect(refused?.retryAfter).toBeGreaterThan(0);
    // a fresh link of that account waits too
    await api().gql(FORGOT, { identifier: email }, gateway(api(), '198.51.101.200'));
    const outbox = (await api().app.inject({ method: 'GET', url: '/dev/outbox' })).json();
    const link = outbox.messages.find((m: { recipient: string }) => m.recipient === email);
    const live = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(link.body)![1]!);
    const waiting = await api().gql(RESET, { token: live, password: 'new-pass-12' }, gateway(api(), '198.51.101.201'));
    expect(waiting.data.resetPassword).toMatchObject({ success: false, key: 'too_many_attempts' });
    await api().db.query("DELETE FROM auth_throttle WHERE key = $1", [`resetpw:acct:${userId}`]);
    const later = await api().gql(RESET, { token: live, password: 'new-pass-12' }, gateway(api(), '198.51.101.202'));
    expect(later.data.resetPassword).toMatchObject({ success: true, key: 'password_changed' });
  });

  it('registers, then resets a forgotten password through the outbox with a single-use token', async () => {
    const register = await api().gql(`mutation($input: RegisterInput!) { register(input: $input) { ${AUTH} } }`,
      { input: { email: 'new.shopper@example.com', password: 'first-pass-1', firstName: 'Noura', language: 'AR' } }, gateway(api()));
    expect(register.data.register).toMatchObject({ success: true, user: { email: 'new.shopper@example.com', language: 'AR' } });
    const again = await api().gql(`mutation($input: RegisterInput!) { register(input: $input) { ${AUTH} } }`,
      { input: { email: 'NEW.shopper@example.com', password: 'first-pass-1' } }, gateway(api()));
    expect(again.data.register.errors).toEqual([expect.objectContaining({ field: 'email', key: 'email_taken' })]);

    const forgot = await api().gql(`mutation { requestPasswordReset(identifier: "new.shopper@example.com", resetUrl: "http://localhost:3000/authentication/reset-password") { ${RESULT} } }`, {}, gateway(api()));
    expect(forgot.data.requestPasswordReset).toMatchObject({ success: true, key: 'reset_sent' });
    const unknown = await api().gql(`mutation { requestPasswordReset(identifier: "nobody@example.com") { ${RESULT} } }`, {}, gateway(api()));
    expect(unknown.data.requestPasswordReset).toMatchObject({ success: true, key: 'reset_sent' });

    const outbox = await api().app.inject({ method: 'GET', url: '/dev/outbox' });
    const message = outbox.json().messages.find((m: { recipient: string }) => m.recipient === 'new.shopper@example.com');
    const token = /token=([A-Za-z0-9_%-]+)/.exec(message.body)![1]!;
    const reset = await api().gql(RESET, { token: decodeURIComponent(token), password: 'second-pass-2' }, gateway(api()));
    expect(reset.data.resetPassword).toMatchObject({ success: true, key: 'password_changed' });
    const reuse = await api().gql(RESET, { token: decodeURIComponent(token), password: 'third-pass-3' }, gateway(api()));
    expect(reuse.data.resetPassword.errors[0]).toMatchObject({ field: 'token', key: 'invalid_reset_token' });
    expect((await login(api(), 'new.shopper@example.com', 'first-pass-1')).success).toBe(false);
    expect((await login(api(), 'new.shopper@example.com', 'second-pass-2')).success).toBe(true);
  });

  it('expires reset tokens', async () => {
    await api().gql(`mutation { requestPasswordReset(identifier: "${seedUser.phone}") { ${RESULT} } }`, {}, gateway(api()));
    const outbox = await api().app.inject({ method: 'GET', url: '/dev/outbox' });
    const sms = outbox.json().messages.find((m: { channel: string }) => m.channel === 'sms');
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(sms.body)![1]!);
    await api().db.query("UPDATE password_resets SET expires_at = now() - interval '1 minute'");
    const reset = await api().gql(`mutation($t: String!) { resetPassword(token: $t, password: "whatever-9") { ${RESULT} } }`, { t: token }, gateway(api()));
    expect(reset.data.resetPassword.success).toBe(false);
  });

  it('renews tokens with the refresh token and ends the session on logout', async () => {
    const first = await login(api());
    const refreshed = await api().gql(`mutation($r: String!) { refreshToken(refreshToken: $r) { ${AUTH} } }`, { r: first.refreshToken }, gateway(api()));
    expect(refreshed.data.refreshToken.success).toBe(true);
    const reused = await api().gql(`mutation($r: String!) { refreshToken(refreshToken: $r) { ${AUTH} } }`, { r: first.refreshToken }, gateway(api()));
    expect(reused.data.refreshToken.success).toBe(false);
    const headers = { authorization: `Bearer ${refreshed.data.refreshToken.token}` };
    expect((await api().gql('{ me { id } }', {}, headers)).data.me).not.toBeNull();
    const out = await api().gql(`mutation { logout { ${RESULT} } }`, {}, headers);
    expect(out.data.logout.success).toBe(true);
    expect((await api().gql('{ me { id } }', {}, headers)).data.me).toBeNull();
  });

  // user and address mutations
  it('updates details, language, settings and phone', async () => {
    const auth = await registered(api(), 'details@example.com');
    const details = await api().gql(`mutation { updateUserDetails(title: "Ms", firstName: " Sara ", lastName: "Al Harbi", dob: "1990-05-01", email: "sara@example.com") { ${RESULT} user { ${USER} } } }`, {}, auth);
    expect(details.data.updateUserDetails).toMatchObject({ success: true, user: { firstName: 'Sara', fullName: 'Sara Al Harbi', dob: '1990-05-01', email: 'sara@example.com', title: 'Ms' } });
    const lang = await api().gql(`mutation { setPrefferedLanguage(lang: EN) { ${RESULT} user { language } } }`, {}, auth);
    expect(lang.data.setPrefferedLanguage.user.language).toBe('EN');
    const settings = await api().gql(`mutation { updateUserSettings(enable: true, method: PROMOTION) { ${RESULT} user { isPromotion } } }`, {}, auth);
    expect(settings.data.updateUserSettings.user.isPromotion).toBe(true);
    const phone = await api().gql(`mutation { updatePhonenumber(phone: "0559876543") { ${RESULT} user { phone } } }`, {}, auth);
    expect(phone.data.updatePhonenumber.user.phone).toBe('+966559876543');
  });

  it('keeps an address book with one default per type', async () => {
    const auth = await bearer(api());
    const create = await api().gql(`mutation($i: AddressInput!) { createAddress(input: $i) { ${RESULT} address { ${ADDRESS} } addressBook { ${ADDRESS} } } }`,
      { i: { address1: 'King Fahd Rd, Al Olaya, Riyadh', lat: 24.69, long: 46.68, addressType: 'SHIPPING', isDefault: true } }, auth);
    const created = create.data.createAddress;
    expect(created.address).toMatchObject({ header: 'Riyadh', isDefault: true, country: 'SA' });
    expect(created.addressBook.filter((a: { isDefault: boolean; addressType: string }) => a.isDefault && a.addressType === 'SHIPPING')).toHaveLength(1);
    const update = await api().gql(`mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { ${RESULT} address { address2 } } }`,
      { id: created.address.id, i: { address1: 'King Fahd Rd, Al Olaya, Riyadh', address2: 'Building 7', lat: 24.69, long: 46.68, addressType: 'SHIPPING' } }, auth);
    expect(update.data.updateAddress.address.address2).toBe('Building 7');
    const current = await api().gql(`mutation($i: AddressInput!) { setCurrentAddress(input: $i) { ${RESULT} address { id isDefault } } }`,
      { i: { address1: 'Olaya St, Riyadh', lat: 24.7, long: 46.69, addressType: 'SHIPPING' } }, auth);
    expect(current.data.setCurrentAddress.address.isDefault).toBe(true);
    const reuse = await api().gql(`mutation($i: AddressInput!) { setCurrentAddress(input: $i) { address { id } } }`,
      { i: { address1: 'Olaya St, Riyadh', lat: 24.7, long: 46.69, addressType: 'SHIPPING' } }, auth);
    expect(reuse.data.setCurrentAddress.address.id).toBe(current.data.setCurrentAddress.address.id);
    const setDefault = await api().gql(`mutation($id: ID!) { setDefaultAddress(id: $id) { address { isDefault } addressBook { id isDefault addressType } } }`, { id: created.address.id }, auth);
    const defaults = setDefault.data.setDefaultAddress.addressBook.filter((a: { isDefault: boolean; addressType: string }) => a.isDefault && a.addressType === 'SHIPPING');
    expect(defaults.map((a: { id: string }) => a.id)).toEqual([created.address.id]);
    const del = await api().gql(`mutation($id: ID!) { deleteAddress(id: $id) { ${RESULT} addressBook { id } } }`, { id: created.address.id }, auth);
    expect(del.data.deleteAddress.addressBook.some((a: { id: string }) => a.id === created.address.id)).toBe(false);
  });

  it('refuses user mutations without a session', async () => {
    const res = await api().gql(`mutation { setPrefferedLanguage(lang: AR) { ${RESULT} } deactivateUser { ${RESULT} } }`);
    expect(res.data.setPrefferedLanguage).toMatchObject({ success: false, key: 'unauthorized' });
    expect(res.data.deactivateUser).toMatchObject({ success: false, key: 'unauthorized' });
  });

  it('answers bad input on every mutation with bilingual field errors and changes nothing', async () => {
    const auth = await bearer(api());
    const before = await snapshot(api());
    const long = 'x'.repeat(5000);
    const cases: { query: string; variables?: Record<string, unknown>; headers?: Record<string, string>; field: string }[] = [
      { query: 'mutation($v: String) { updateUserDetails(firstName: $v) { RESULT } }', variables: { v: long }, field: 'firstName' },
      { query: 'mutation { updateUserDetails(dob: "2999-01-01") { RESULT } }', field: 'dob' },
      { query: 'mutation { updateUserDetails(dob: "01/02/1990") { RESULT } }', field: 'dob' },
      { query: 'mutation { updateUserDetails(email: "not-an-email") { RESULT } }', field: 'email' },
      { query: 'mutation { updateUserDetails(title: "<script>") { RESULT } }', field: 'title' },
      { query: 'mutation($v: String) { updateUserDetails(lastName: $v) { RESULT } }', variables: { v: 42 }, field: 'v' },
      { query: 'mutation { updatePhonenumber(phone: "12345") { RESULT } }', field: 'phone' },
      { query: 'mutation($v: String!) { updatePhonenumber(phone: $v) { RESULT } }', variables: { v: long }, field: 'phone' },
      { query: 'mutation($v: Boolean!) { updateUserSettings(enable: $v, method: PROMOTION) { RESULT } }', variables: { v: 'yes' }, field: 'v' },
      { query: 'mutation($v: LanguageCode!) { setPrefferedLanguage(lang: $v) { RESULT } }', variables: { v: 'FR' }, field: 'v' },
      { query: 'mutation($i: AddressInput!) { createAddress(input: $i) { RESULT } }', variables: { i: { address1: '', lat: 24.7, long: 46.7, addressType: 'SHIPPING' } }, field: 'input.address1' },
      { query: 'mutation($i: AddressInput!) { createAddress(input: $i) { RESULT } }', variables: { i: { address1: 'Riyadh', lat: -91, long: 46.7, addressType: 'SHIPPING' } }, field: 'input.lat' },
      { query: 'mutation($i: AddressInput!) { createAddress(input: $i) { RESULT } }', variables: { i: { address1: 'Riyadh', lat: 24.7, long: 'east', addressType: 'SHIPPING' } }, field: 'i.long' },
      { query: 'mutation($i: AddressInput!) { createAddress(input: $i) { RESULT } }', variables: { i: { address1: long, lat: 24.7, long: 46.7, addressType: 'SHIPPING' } }, field: 'input.address1' },
      { query: 'mutation($i: AddressInput!) { createAddress(input: $i) { RESULT } }', variables: { i: { address1: 'Riyadh', lat: 24.7, long: 46.7, addressType: 'SHIPPING', country: 'US' } }, field: 'input.country' },
      { query: 'mutation($i: AddressInput!) { updateAddress(id: "999999", input: $i) { RESULT } }', variables: { i: { address1: 'Riyadh', lat: 24.7, long: 46.7, addressType: 'SHIPPING' } }, field: 'id' },
      { query: 'mutation($i: AddressInput!) { updateAddress(id: "-3", input: $i) { RESULT } }', variables: { i: { address1: 'Riyadh', lat: 24.7, long: 46.7, addressType: 'SHIPPING' } }, field: 'id' },
      { query: 'mutation { deleteAddress(id: "999999") { RESULT } }', field: 'id' },
      { query: 'mutation { deleteAddress(id: "abc") { RESULT } }', field: 'id' },
      { query: 'mutation { setDefaultAddress(id: "0") { RESULT } }', field: 'id' },
      { query: 'mutation($i: AddressInput!) { setCurrentAddress(input: $i) { RESULT } }', variables: { i: { address1: 'Riyadh', lat: 24.7, long: 1000, addressType: 'SHIPPING' } }, field: 'input.long' },
      { query: 'mutation { login(identifier: "", password: "x") { RESULT } }', headers: gateway(api()), field: 'identifier' },
      { query: 'mutation($p: String!) { login(identifier: "a@b.co", password: $p) { RESULT } }', variables: { p: long }, headers: gateway(api()), field: 'password' },
      { query: 'mutation { register(input: { password: "short" }) { RESULT } }', headers: gateway(api()), field: 'phone' },
      { query: 'mutation { register(input: { phone: "0551112222", password: "short" }) { RESULT } }', headers: gateway(api()), field: 'password' },
      { query: 'mutation { register(input: { email: "x@example.com", password: "long-enough-1", title: "Sir" }) { RESULT } }', headers: gateway(api()), field: 'title' },
      { query: 'mutation { requestPasswordReset(identifier: "12") { RESULT } }', headers: gateway(api()), field: 'identifier' },
      { query: 'mutation { requestPasswordReset(identifier: "a@b.co", resetUrl: "javascript:alert(1)") { RESULT } }', headers: gateway(api()), field: 'resetUrl' },
      { query: 'mutation { resetPassword(token: "nope", password: "123") { RESULT } }', headers: gateway(api()), field: 'password' },
      { query: 'mutation($t: String!) { resetPassword(token: $t, password: "new-pass-12") { RESULT } }', variables: { t: long }, headers: gateway(api()), field: 'token' },
      { query: 'mutation($r: String!) { refreshToken(refreshToken: $r) { RESULT } }', variables: { r: long }, headers: gateway(api()), field: 'refreshToken' },
      { query: 'mutation($r: String) { logout(refreshToken: $r) { RESULT } }', variables: { r: long }, headers: gateway(api()), field: 'refreshToken' },
      { query: 'mutation($r: String) { logout(refreshToken: $r) { RESULT } }', variables: { r: long }, field: 'refreshToken' },
    ];
    for (const c of cases) {
      const res = await api().gql(c.query.replace('RESULT', RESULT), c.variables ?? {}, { ...auth, ...c.headers });
      const fieldErrors = res.errors
        ? (res.errors[0]!.extensions!.fieldErrors as { field: string }[])
        : (Object.values(res.data)[0] as { success: boolean; errors: { field: string }[] }).errors;
      if (!res.errors) expect((Object.values(res.data)[0] as { success: boolean }).success, c.query).toBe(false);
      expect(fieldErrors, c.query).toEqual(expect.arrayContaining([expect.objectContaining({ field: c.field, message: expect.any(String), arMessage: expect.stringMatching(/[\u0600-\u06FF]/) })]));
    }
    expect(await snapshot(api())).toEqual(before);
    // the bearer's session outlived the refused logouts
    expect((await api().gql('{ me { id } }', {}, auth)).data.me).not.toBeNull();

    // a well-formed but unknown reset token is a failed attempt: it is counted, and nothing else changes
    const wrongToken = await api().gql(RESET, { token: 'nope', password: 'new-pass-12' }, gateway(api(), '203.0.113.77'));
    expect(wrongToken.data.resetPassword).toMatchObject({ success: false, key: 'invalid_input', errors: [expect.objectContaining({ field: 'token', key: 'invalid_reset_token', arMessage: expect.stringMatching(/[\u0600-\u06FF]/) })] });
    const after = await snapshot(api());
    expect({ ...after, authThrottle: before.authThrottle }).toEqual(before);
    const keysBefore = new Set(before.authThrottle.map((r) => String(r.key)));
    expect(after.authThrottle.map((r) => String(r.key)).filter((k) => !keysBefore.has(k)).sort())
      .toEqual([`resetpw:ip:203.0.113.77`, `resetpw:token:${hashToken('nope')}`].sort());
  });

  it('honours role USER: without a coordinate the default shipping address decides what is in reach', async () => {
    const auth = await registered(api(), 'far.away@example.com');
    await api().gql(`mutation($i: AddressInput!) { createAddress(input: $i) { success } }`,
      { i: { address1: 'Corniche, Jeddah', lat: 21.5433, long: 39.1728, addressType: 'SHIPPING', isDefault: true } }, auth);
    const QUERY = 'query($t: Role) { productsBySearch(search: "milk", first: 1, type: $t) { totalCount } }';
    expect((await api().gql(QUERY, { t: 'USER' }, auth)).data.productsBySearch.totalCount).toBe(0);
    expect((await api().gql(QUERY, { t: 'GUEST' }, auth)).data.productsBySearch.totalCount).toBeGreaterThan(0);
    // USER without a valid token is a guest in Riyadh
    expect((await api().gql(QUERY, { t: 'USER' }, { authorization: 'Bearer forged' })).data.productsBySearch.totalCount).toBeGreaterThan(0);
  });

  it('deactivates the account and ends its sessions', async () => {
    const auth = await registered(api(), 'leaving@example.com');
    const res = await api().gql(`mutation { deactivateUser { ${RESULT} } }`, {}, auth);
    expect(res.data.deactivateUser.success).toBe(true);
    expect((await api().gql('{ me { id } }', {}, auth)).data.me).toBeNull();
    expect((await login(api(), 'leaving@example.com', 'leaving-pass-1')).success).toBe(false);
  });
});
