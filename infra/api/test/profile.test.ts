// The profile mutations the account pages call (spec §7: updateUserDetails, updatePhonenumber,
// setPrefferedLanguage, updateUserSettings, deactivateUser), in-process, on PGlite and on a real
// PostgreSQL server: what changes, what another account's details refuse (in both languages, with
// nothing changed), and that the profile form's browser check gives the API's verdict.
import { formProblems, profileDetailsFormSchema } from 'shared-domain';
import { describeEachEngine, type Loose, type TestApi } from './helpers/test-api.js';

const RESULT = 'success key message arMessage errors { field key message arMessage }';
const USER = 'id phone email title firstName lastName fullName dob isNotification isPromotion language';
const AUTH = `${RESULT} token refreshToken user { userId fullName language phone email }`;
const PASSWORD = 'Dates2025a';
const ARABIC = /[\u0600-\u06FF]/;

const DETAILS = `mutation($title: String, $firstName: String, $lastName: String, $dob: String, $email: String) {
  updateUserDetails(title: $title, firstName: $firstName, lastName: $lastName, dob: $dob, email: $email) { ${RESULT} user { ${USER} } }
}`;
const PHONE = `mutation($phone: String!) { updatePhonenumber(phone: $phone) { ${RESULT} user { ${USER} } } }`;
const ME = `{ me { ${USER} } }`;

function gateway(api: TestApi) {
  return { 'x-gateway-secret': api.config.gatewaySecret, 'x-client-ip': '203.0.113.91' };
}

let sequence = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** A new account (through the gateway-only register mutation): its bearer header and answer. */
async function register(api: TestApi, input: { email?: string; phone?: string; firstName?: string; lastName?: string }) {
  const res = await api.gql(`mutation($input: RegisterInput!) { register(input: $input) { ${AUTH} } }`, { input: { password: PASSWORD, ...input } }, gateway(api));
  expect(res.data.register.success).toBe(true);
  return { auth: { authorization: `Bearer ${res.data.register.token}` }, refreshToken: res.data.register.refreshToken as string };
}

async function login(api: TestApi, identifier: string) {
  return (await api.gql(`mutation($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { ${AUTH} } }`, { identifier, password: PASSWORD }, gateway(api))).data.login;
}

const usersRow = (api: TestApi, email: string) =>
  api.db.query("SELECT phone, email, title, first_name, last_name, to_char(dob, 'YYYY-MM-DD') AS dob, language, is_notification, is_promotion, active FROM users WHERE email = $1", [email]);

describeEachEngine('profile: basic information, phone, language, notifications, deactivation', (api) => {
  it('changes only the details sent; an explicit null clears one, and the full name follows spec §3', async () => {
    const email = `${unique('details')}@example.sa`;
    const { auth } = await register(api(), { email, firstName: 'Sara', lastName: 'Alqahtani' });

    const first = await api().gql(DETAILS, { title: 'Ms', dob: '١٩٩٠-٠٥-٠١' }, auth);
    expect(first.data.updateUserDetails).toMatchObject({ success: true, key: 'user_updated', user: { title: 'Ms', firstName: 'Sara', lastName: 'Alqahtani', dob: '1990-05-01', fullName: 'Sara Alqahtani' } });

    const cleared = await api().gql(DETAILS, { firstName: null, lastName: '  Al Harbi ' }, auth);
    expect(cleared.data.updateUserDetails.user).toMatchObject({ title: 'Ms', firstName: null, lastName: 'Al Harbi', fullName: 'Al Harbi', dob: '1990-05-01', email });
    expect((await api().gql(ME, {}, auth)).data.me).toMatchObject({ firstName: null, lastName: 'Al Harbi', fullName: 'Al Harbi' });
    const userInfo = await api().gql('{ userInfo { fullName firstName lastName } }', {}, auth);
    expect(userInfo.data.userInfo).toEqual({ fullName: 'Al Harbi', firstName: null, lastName: 'Al Harbi' });
  });

  it("refuses another account's email and mobile number in both languages, and changes nothing", async () => {
    const taken = { email: `${unique('taken')}@example.sa`, phone: `05${String(Date.now()).slice(-8)}` };
    await register(api(), taken);
    const email = `${unique('mine')}@example.sa`;
    const { auth } = await register(api(), { email, firstName: 'Noura' });
    const before = await usersRow(api(), email);

    const details = await api().gql(DETAILS, { firstName: 'Reem', email: taken.email.toUpperCase() }, auth);
    expect(details.data.updateUserDetails).toMatchObject({ success: false, key: 'invalid_input', user: null });
    expect(details.data.updateUserDetails.errors).toEqual([{ field: 'email', key: 'email_taken', message: expect.any(String), arMessage: expect.stringMatching(ARABIC) }]);

    const phone = await api().gql(PHONE, { phone: taken.phone.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) }, auth);
    expect(phone.data.updatePhonenumber).toMatchObject({ success: false, key: 'invalid_input', user: null });
    expect(phone.data.updatePhonenumber.errors).toEqual([{ field: 'phone', key: 'phone_taken', message: expect.any(String), arMessage: expect.stringMatching(ARABIC) }]);

    expect(await usersRow(api(), email)).toEqual(before);
  });

  it('keeps the email of an account without a mobile number, and lets it go once there is one', async () => {
    const email = `${unique('email-only')}@example.sa`;
    const { auth } = await register(api(), { email });
    const before = await usersRow(api(), email);

    for (const cleared of [null, '', '   ']) {
      const res = await api().gql(DETAILS, { email: cleared }, auth);
      expect(res.data.updateUserDetails, String(cleared)).toMatchObject({ success: false, errors: [{ field: 'email', key: 'field_required', arMessage: expect.stringMatching(ARABIC) }] });
    }
    expect(await usersRow(api(), email)).toEqual(before);

    const phone = `+9665${String(Date.now()).slice(-8)}`;
    expect((await api().gql(PHONE, { phone }, auth)).data.updatePhonenumber.user.phone).toBe(phone);
    const res = await api().gql(DETAILS, { email: null }, auth);
    expect(res.data.updateUserDetails).toMatchObject({ success: true, user: { email: null, phone } });
  });

  it("gives the profile form's browser check the API's verdict", async () => {
    const email = `${unique('agree')}@example.sa`;
    const { auth } = await register(api(), { email, phone: `05${String(Date.now() + 7).slice(-8)}` });
    const form = { title: '', firstName: 'نورة', lastName: 'العتيبي', dob: '', email };
    const cases: [string, Record<string, string>][] = [
      ['as typed', {}],
      ['a title', { title: 'Dr' }],
      ['an unknown title', { title: 'Sir' }],
      ['a long first name', { firstName: 'ن'.repeat(51) }],
      ['a date of birth in Arabic-Indic digits', { dob: '١٩٩٢-٠٣-١٤' }],
      ['a future date of birth', { dob: '2999-01-01' }],
      ['a date that does not exist', { dob: '1990-02-30' }],
      ['an email without a domain', { email: 'noura@' }],
      ['an email in capitals', { email: email.toUpperCase() }],
      ['no email, with a mobile number', { email: '' }],
    ];
    for (const [how, change] of cases) {
      const values = { ...form, ...change };
      const browser = formProblems(profileDetailsFormSchema({ hasPhone: true }), values);
      // what the page sends: no title chosen is null
      const res = await api().gql(DETAILS, { ...values, title: values.title || null }, auth);
      const result = res.data.updateUserDetails as Loose;
      const server = Object.fromEntries((result.errors as { field: string; key: string }[]).map((e) => [e.field, e.key]));
      expect(server, how).toEqual(browser);
      expect(result.success, how).toBe(Object.keys(browser).length === 0);
    }
  });

  it('keeps the language the shopper chose, and answers it at the next sign-in', async () => {
    const email = `${unique('language')}@example.sa`;
    const { auth } = await register(api(), { email });
    expect((await login(api(), email)).user.language).toBe('AR');

    const res = await api().gql(`mutation { setPrefferedLanguage(lang: EN) { ${RESULT} user { id language } } }`, {}, auth);
    expect(res.data.setPrefferedLanguage).toMatchObject({ success: true, key: 'user_updated', user: { language: 'EN' } });
    expect((await api().gql('{ userInfo { language } }', {}, auth)).data.userInfo.language).toBe('EN');
    expect((await login(api(), email)).user.language).toBe('EN');
  });

  it('turns each kind of message on and off on its own', async () => {
    const email = `${unique('settings')}@example.sa`;
    const { auth } = await register(api(), { email });
    const SETTINGS = `mutation($enable: Boolean!, $method: NotificationMethod!) { updateUserSettings(enable: $enable, method: $method) { ${RESULT} user { isNotification isPromotion } } }`;
    const start = (await api().gql(ME, {}, auth)).data.me;

    const off = await api().gql(SETTINGS, { enable: !start.isNotification, method: 'NOTIFICATION' }, auth);
    expect(off.data.updateUserSettings).toMatchObject({ success: true, user: { isNotification: !start.isNotification, isPromotion: start.isPromotion } });
    const on = await api().gql(SETTINGS, { enable: !start.isPromotion, method: 'PROMOTION' }, auth);
    expect(on.data.updateUserSettings.user).toEqual({ isNotification: !start.isNotification, isPromotion: !start.isPromotion });
    expect((await api().gql(ME, {}, auth)).data.me).toMatchObject({ isNotification: !start.isNotification, isPromotion: !start.isPromotion });

    const refused = await api().gql(SETTINGS, { enable: true, method: 'SMS' }, auth);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ key: 'invalid_type', arMessage: expect.stringMatching(ARABIC) });
    expect((await api().gql(ME, {}, auth)).data.me).toMatchObject({ isNotification: !start.isNotification, isPromotion: !start.isPromotion });
  });

  it("deactivates only the caller's account: its sessions end, its tokens no longer renew, and signing in says why", async () => {
    const staying = `${unique('staying')}@example.sa`;
    const other = await register(api(), { email: staying });
    const email = `${unique('leaving')}@example.sa`;
    const leaving = await register(api(), { email });
    const secondDevice = await login(api(), email);

    const res = await api().gql(`mutation { deactivateUser { ${RESULT} } }`, {}, leaving.auth);
    expect(res.data.deactivateUser).toMatchObject({ success: true, key: 'account_deactivated', message: expect.any(String), arMessage: expect.stringMatching(ARABIC) });

    for (const auth of [leaving.auth, { authorization: `Bearer ${secondDevice.token}` }]) expect((await api().gql(ME, {}, auth)).data.me).toBeNull();
    const renew = await api().gql(`mutation($r: String!) { refreshToken(refreshToken: $r) { ${RESULT} token } }`, { r: leaving.refreshToken }, gateway(api()));
    expect(renew.data.refreshToken).toMatchObject({ success: false, key: 'session_expired', token: null });
    expect(await login(api(), email)).toMatchObject({ success: false, key: 'account_inactive', token: null, arMessage: expect.stringMatching(ARABIC) });
    expect((await usersRow(api(), email))[0]).toMatchObject({ active: false });

    // a second deactivation from the ended session is refused; the other account is untouched
    expect((await api().gql(`mutation { deactivateUser { ${RESULT} } }`, {}, leaving.auth)).data.deactivateUser).toMatchObject({ success: false, key: 'unauthorized' });
    expect((await api().gql(ME, {}, other.auth)).data.me).toMatchObject({ email: staying });
  });
});
