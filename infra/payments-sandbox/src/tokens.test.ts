import type { FastifyInstance } from 'fastify';
import {
  answerChallenge,
  basic,
  CALLBACK_URL,
  cardBody,
  futureExpiry,
  luhnNumber,
  PUBLISHABLE,
  SANDBOX_ORIGIN,
  sandbox,
  SECRET,
  tokenize,
} from '../test/helpers';
import { TEST_CARDS } from './cards';
import { readCard } from './tokens';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sandbox();
});
afterAll(() => app.close());

const postToken = (payload: Record<string, unknown> | string, headers: Record<string, string> = { authorization: basic(PUBLISHABLE) }) =>
  app.inject({ method: 'POST', url: '/v1/tokens', headers, payload });

describe('POST /v1/tokens', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card]))('tokenizes test card %s without keeping its number', async (number, card) => {
    const expiry = futureExpiry();
    const response = await postToken(cardBody({ number, name: 'نورة العتيبي' }));
    expect(response.statusCode).toBe(201);
    const token = response.json();
    expect(token).toEqual({
      id: expect.stringMatching(/^token_[A-Za-z0-9]{30}$/),
      status: card.challenge ? 'initiated' : 'verified',
      brand: card.brand,
      funding: card.brand === 'mada' ? 'debit' : 'credit',
      country: card.brand === 'mada' ? 'SA' : 'US',
      month: String(expiry.month),
      year: String(2000 + expiry.year),
      name: 'نورة العتيبي',
      last_four: number.slice(-4),
      metadata: null,
      message: card.challenge ? null : 'APPROVED',
      verification_url: card.challenge ? expect.stringMatching(new RegExp(`^${SANDBOX_ORIGIN}/v1/transaction_auths/[0-9a-f-]{36}/form$`)) : null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The exact shape above has no CVC and no number field; the number is nowhere else either.
    expect(response.body).not.toContain(number);
  });

  it('defers 3-D Secure to the payment for a save_only token', async () => {
    const token = await tokenize(app, { number: '4201320111111010', save_only: true, callback_url: undefined });
    expect(token.status).toBe('verified');
    expect(token.verification_url).toBeNull();
    expect(token.message).toBeNull();
  });

  it('takes a form-encoded body, with the source[manual] flag the store sends', async () => {
    const expiry = futureExpiry();
    const form = new URLSearchParams({
      name: 'Sara Alqahtani',
      number: '5421080101000000',
      month: String(expiry.month).padStart(2, '0'),
      year: String(2000 + expiry.year),
      cvc: '737',
      callback_url: CALLBACK_URL,
      'source[manual]': 'true',
    });
    const response = await postToken(form.toString(), { authorization: basic(PUBLISHABLE), 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'verified', brand: 'master', last_four: '0000', month: String(expiry.month) });
  });

  it('names every bad field at once, in the provider\'s error shape', async () => {
    const response = await postToken({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'invalid_request_error',
      message: 'Validation Failed',
      errors: {
        name: ["can't be blank"],
        number: ["can't be blank"],
        month: ["can't be blank"],
        year: ["can't be blank"],
        cvc: ["can't be blank"],
        callback_url: ["can't be blank"],
      },
    });
  });

  it.each([
    ['a number that fails the Luhn check', { number: '4201320111111011' }, 'number', 'is not a valid credit card number'],
    ['a number with letters', { number: '4201abcd11111010' }, 'number', 'is invalid'],
    ['a number too short', { number: '42013201' }, 'number', 'is invalid'],
    ['an American Express number', { number: '378282246310005' }, 'company', 'is not supported. Only mada, Visa and Mastercard card numbers are supported'],
    ['a one-word name', { name: 'Sara' }, 'name', 'must include the first and last name'],
    ['month 13', { month: 13 }, 'month', 'must be between 1 and 12'],
    ['a year that is not one', { year: '3O' }, 'year', 'is invalid'],
    ['an expiry already past', { month: 1, year: 2024 }, 'year', 'card has expired'],
    ['a CVC of four digits', { cvc: '1234' }, 'cvc', 'must be 3 digits'],
    ['a CVC with a letter', { cvc: '12a' }, 'cvc', 'must be 3 digits'],
    ['a callback that is not a web address', { callback_url: 'javascript:alert(1)' }, 'callback_url', 'must be a valid http or https URL'],
  ])('refuses %s', async (_case, change, field, message) => {
    const response = await postToken(cardBody({ number: '4111111111111111', ...change }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ type: 'invalid_request_error', message: 'Validation Failed' });
    expect(body.errors).toEqual({ [field]: [message] });
    expect(response.body).not.toContain(String(change[field as keyof typeof change] ?? '4111111111111111'));
  });

  it('counts a card valid through the end of its expiry month', () => {
    const midJune = new Date('2026-06-15T12:00:00Z');
    const card = { name: 'Sara Alqahtani', number: '4111111111111111', cvc: '737', callback_url: CALLBACK_URL };
    expect(readCard({ ...card, month: 6, year: 26 }, midJune)).toMatchObject({ month: 6, year: 2026 });
    expect(() => readCard({ ...card, month: 5, year: 2026 }, midJune)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ errors: { year: ['card has expired'] } }) }),
    );
  });

  it('answers 401 in the provider\'s shape without a key, with a wrong key, or with Bearer', async () => {
    const payload = cardBody({ number: '4111111111111111' });
    const attempts: Record<string, string>[] = [{}, { authorization: basic('pk_test_someone_else') }, { authorization: `Bearer ${PUBLISHABLE}` }];
    for (const headers of attempts) {
      const response = await postToken(payload, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    }
  });

  it('takes the secret key too (it may do everything)', async () => {
    expect((await postToken(cardBody({ number: '4111111111111111' }), { authorization: basic(SECRET) })).statusCode).toBe(201);
  });

  it('refuses a body of another type without quoting it', async () => {
    const response = await postToken('number=4111111111111111&cvc=737', { authorization: basic(PUBLISHABLE), 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(response.json().type).toBe('invalid_request_error');
    expect(response.body).not.toContain('4111111111111111');
  });
});

describe('GET and DELETE /v1/tokens/:id', () => {
  it('reads a token with the secret key only, and deletes it', async () => {
    const token = await tokenize(app, { number: luhnNumber('440647') });
    expect(token.brand).toBe('mada');
    const read = await app.inject({ method: 'GET', url: `/v1/tokens/${token.id}`, headers: { authorization: basic(SECRET) } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(token);

    const withPublishable = await app.inject({ method: 'GET', url: `/v1/tokens/${token.id}`, headers: { authorization: basic(PUBLISHABLE) } });
    expect(withPublishable.statusCode).toBe(401);

    const removed = await app.inject({ method: 'DELETE', url: `/v1/tokens/${token.id}`, headers: { authorization: basic(SECRET) } });
    expect(removed.statusCode).toBe(204);
    const gone = await app.inject({ method: 'GET', url: `/v1/tokens/${token.id}`, headers: { authorization: basic(SECRET) } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ type: 'record_not_found', message: 'Record not found', errors: null });
  });

  const getToken = (id: string, headers: Record<string, string> = { authorization: basic(SECRET) }) =>
    app.inject({ method: 'GET', url: `/v1/tokens/${encodeURIComponent(id)}`, headers });

  it('answers the public fields only: brand, funding, last four, expiry, name and status, never a number or CVC', async () => {
    const number = '5421080101000000';
    const token = await tokenize(app, { number, cvc: '737', name: 'Sara Alqahtani' });
    const read = await getToken(token.id);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(Object.keys(body).sort()).toEqual(
      ['brand', 'country', 'created_at', 'funding', 'id', 'last_four', 'message', 'metadata', 'month', 'name', 'status', 'updated_at', 'verification_url', 'year'],
    );
    expect(body).toMatchObject({ id: token.id, status: 'verified', brand: 'master', funding: 'credit', last_four: '0000', name: 'Sara Alqahtani' });
    expect(read.body).not.toContain(number);
    expect(read.body).not.toMatch(/"(number|cvc)"/);
    expect(read.body).not.toContain('737');
  });

  it('follows a token through 3-D Secure: initiated, then verified or failed', async () => {
    const passed = await tokenize(app, { number: '4201320111111010' });
    const failed = await tokenize(app, { number: '4201320111111010' });
    expect((await getToken(passed.id)).json()).toMatchObject({ status: 'initiated', brand: 'mada', last_four: '1010', verification_url: passed.verification_url });
    await answerChallenge(app, passed.verification_url!, 'approve');
    await answerChallenge(app, failed.verification_url!, 'fail');
    expect((await getToken(passed.id)).json()).toMatchObject({ status: 'verified', verification_url: null, message: 'APPROVED' });
    expect((await getToken(failed.id)).json()).toMatchObject({ status: 'failed', verification_url: null });
  });

  it('answers 404 in the provider\'s shape for a token it never issued', async () => {
    for (const id of ['token_NeverIssuedNeverIssuedNeverIs', 'tok_made_up', '4111111111111111']) {
      const read = await getToken(id);
      expect(read.statusCode, id).toBe(404);
      expect(read.json(), id).toEqual({ type: 'record_not_found', message: 'Record not found', errors: null });
      expect(read.body).not.toContain(id);
    }
  });

  it('answers 401 in the provider\'s shape to the publishable key, a wrong key or none, before saying whether the token exists', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    const attempts: Record<string, string>[] = [{ authorization: basic(PUBLISHABLE) }, { authorization: basic('sk_test_someone_else') }, { authorization: `Bearer ${SECRET}` }, {}];
    for (const id of [token.id, 'token_NeverIssuedNeverIssuedNeverIs']) {
      for (const headers of attempts) {
        const read = await getToken(id, headers);
        expect(read.statusCode).toBe(401);
        expect(read.json()).toEqual({ type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
      }
    }
  });

  it('answers the fault switch\'s 5xx to a token read, then the token again', async () => {
    const token = await tokenize(app, { number: '4111111111111111' });
    const faults = await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { count: 2, status: 503 } });
    expect(faults.statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const read = await getToken(token.id);
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual({ type: 'api_error', message: 'Service Unavailable', errors: null });
    }
    expect((await getToken(token.id)).json()).toMatchObject({ id: token.id, status: 'verified' });
  });
});
