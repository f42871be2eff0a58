import { createHash } from 'node:crypto';
import { getByRole, queryByRole, within } from '@testing-library/dom';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { answerChallenge, fetchPayment, pathOf, pay, sandbox, STORE_ORIGIN, tokenize } from '../test/helpers';
import { callbackWithResult } from './three-d-secure';

let app: FastifyInstance;
beforeAll(async () => {
  app = await sandbox();
});
afterAll(() => app.close());

function parse(response: LightMyRequestResponse): Document {
  return new JSDOM(response.body).window.document;
}

async function paymentChallenge(number = '4201320111111010', manual = false) {
  const token = await tokenize(app, { number, save_only: true });
  return pay(app, token.id, { manual, amount: 12550, description: 'SO-1001' });
}

const openPage = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: pathOf(url), headers });

describe('the 3-D Secure page', () => {
  it('is Arabic and right-to-left by default, with the amount, the masked card and two buttons', async () => {
    const payment = await paymentChallenge();
    const response = await openPage(payment.source.transaction_url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-language']).toBe('ar');
    const document = parse(response);
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    const body = document.body;
    expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('تأكيد هويتك');
    expect(body.textContent).toContain('125.50 ر.س');
    expect(body.textContent).toContain('SO-1001');
    expect(body.textContent).toContain('مدى 4201-32XX-XXXX-1010');
    const choices = getByRole(body, 'group', { name: 'نتيجة التحقق' });
    expect(within(choices).getAllByRole('button').map((button) => button.textContent)).toEqual(['موافقة', 'رفض']);
    expect(getByRole(body, 'button', { name: 'موافقة' }).getAttribute('type')).toBe('submit');
    const language = getByRole(body, 'navigation', { name: 'اللغة' });
    const toEnglish = within(language).getByRole('link', { name: 'English' });
    expect(toEnglish.getAttribute('href')).toBe('?lang=en');
    expect(toEnglish.getAttribute('lang')).toBe('en');
  });

  it('is English and left-to-right with ?lang=en', async () => {
    const payment = await paymentChallenge('4201320000311101');
    const document = parse(await openPage(`${payment.source.transaction_url}?lang=en`));
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    const body = document.body;
    expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Verify it is you');
    expect(body.textContent).toContain('SAR 125.50');
    expect(body.textContent).toContain('mada 4201-32XX-XXXX-1101');
    expect(getByRole(body, 'button', { name: 'Approve' })).toBeTruthy();
    expect(getByRole(body, 'button', { name: 'Fail' })).toBeTruthy();
    expect(getByRole(body, 'link', { name: 'العربية' }).getAttribute('href')).toBe('?lang=ar');
  });

  it('follows Accept-Language when there is no ?lang=, and falls back to Arabic', async () => {
    const payment = await paymentChallenge();
    const url = payment.source.transaction_url!;
    const langOf = async (headers: Record<string, string>, query = '') =>
      parse(await openPage(`${url}${query}`, headers)).documentElement.getAttribute('lang');
    expect(await langOf({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(await langOf({ 'accept-language': 'fr-FR, en;q=0.5, ar;q=0.8' })).toBe('ar');
    expect(await langOf({ 'accept-language': 'fr-FR' })).toBe('ar');
    expect(await langOf({ 'accept-language': 'en-US' }, '?lang=ar')).toBe('ar');
  });

  it('can be used with the keyboard: links and buttons in reading order, no tabindex, a visible focus style', async () => {
    const payment = await paymentChallenge();
    const response = await openPage(`${payment.source.transaction_url}?lang=en`);
    const document = parse(response);
    const focusable = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')];
    expect(focusable.map((element) => element.textContent)).toEqual(['العربية', 'Approve', 'Fail']);
    expect(document.querySelectorAll('[tabindex]')).toHaveLength(0);
    expect(document.querySelector('style')!.textContent).toMatch(/button:focus-visible\{outline:3px solid/);
  });

  it('posts the choice back to itself, with no script and a policy that allows none', async () => {
    const payment = await paymentChallenge();
    const response = await openPage(payment.source.transaction_url!);
    const document = parse(response);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(new URL(payment.source.transaction_url!).pathname);
    expect(document.querySelectorAll('script, link[rel="stylesheet"], img, iframe')).toHaveLength(0);

    const policy = String(response.headers['content-security-policy']);
    const style = document.querySelector('style')!.textContent!;
    const styleHash = createHash('sha256').update(style).digest('base64');
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self' ${STORE_ORIGIN}; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('approving sends the shopper to the callback with the payment id, status and message, keeping its query', async () => {
    const payment = await paymentChallenge('4201320111111010', true);
    const callback = await answerChallenge(app, payment.source.transaction_url!, 'approve');
    expect(callback.origin + callback.pathname).toBe(`${STORE_ORIGIN}/checkout/verify-payment`);
    expect(callback.search).toBe(`?type=tokenized&id=${payment.id}&status=authorized&message=APPROVED`);
    expect((await fetchPayment(app, payment.id)).status).toBe('authorized');
  });

  it('a declined card ends failed with its message, percent-encoded', async () => {
    const payment = await paymentChallenge('4201320000311101');
    const callback = await answerChallenge(app, payment.source.transaction_url!, 'approve');
    expect(callback.search).toBe(`?type=tokenized&id=${payment.id}&status=failed&message=INSUFFICIENT%20FUNDS`);
  });

  it('failing sends the shopper back with status failed', async () => {
    const payment = await paymentChallenge();
    const callback = await answerChallenge(app, payment.source.transaction_url!, 'fail');
    expect(Object.fromEntries(callback.searchParams)).toEqual({
      type: 'tokenized',
      id: payment.id,
      status: 'failed',
      message: '3-D SECURE AUTHENTICATION FAILED',
    });
  });

  it('answers a second press or a reload with the first result, changing nothing', async () => {
    const payment = await paymentChallenge();
    const first = await answerChallenge(app, payment.source.transaction_url!, 'approve');
    const again = await answerChallenge(app, payment.source.transaction_url!, 'fail');
    expect(again.href).toBe(first.href);
    const reload = await openPage(payment.source.transaction_url!);
    expect(reload.statusCode).toBe(303);
    expect(reload.headers.location).toBe(first.href);
    expect((await fetchPayment(app, payment.id)).status).toBe('paid');
  });

  it('shows the page again with an alert when the choice is neither', async () => {
    const payment = await paymentChallenge();
    const response = await app.inject({
      method: 'POST',
      url: pathOf(payment.source.transaction_url!),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=maybe&lang=en',
    });
    expect(response.statusCode).toBe(400);
    expect(getByRole(parse(response).body, 'alert').textContent).toBe('Choose Approve or Fail.');
    expect((await fetchPayment(app, payment.id)).status).toBe('initiated');
  });

  it('answers a link it does not know with a page in the shopper\'s language', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/transaction_auths/2d3c4b5a-0000-4000-8000-000000000000/form?lang=en' });
    expect(response.statusCode).toBe(404);
    const document = parse(response);
    expect(getByRole(document.body, 'heading', { level: 1 }).textContent).toBe('Link not valid');
    expect(queryByRole(document.body, 'button')).toBeNull();
    expect(String(response.headers['content-security-policy'])).toContain("form-action 'none'");
  });
});

describe('token verification (verification_url)', () => {
  it('shows the 1.00 SAR check and returns to the token\'s callback as verified', async () => {
    const token = await tokenize(app, { number: '4201320111111010', callback_url: `${STORE_ORIGIN}/payments/cards?step=verify` });
    const document = parse(await openPage(`${token.verification_url}?lang=en`));
    expect(document.body.textContent).toContain('Confirm this card to save it.');
    expect(document.body.textContent).toContain('SAR 1.00');
    const callback = await answerChallenge(app, token.verification_url!, 'approve');
    expect(callback.search).toBe(`?step=verify&id=${token.id}&status=verified&message=APPROVED`);
  });

  it('returns as failed when the shopper fails it', async () => {
    const token = await tokenize(app, { number: '4201320111111010' });
    const callback = await answerChallenge(app, token.verification_url!, 'fail');
    expect(callback.searchParams.get('id')).toBe(token.id);
    expect(callback.searchParams.get('status')).toBe('failed');
  });
});

describe('callbackWithResult', () => {
  it('replaces an id, status or message already on the callback and keeps the rest as written', () => {
    const url = callbackWithResult('https://store.example.sa/return?lang=ar&status=old&next=%2Fcheckout%2Fdone#top', {
      id: '5c0e7f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
      status: 'paid',
      message: 'APPROVED & done',
    });
    expect(url).toBe(
      'https://store.example.sa/return?lang=ar&next=%2Fcheckout%2Fdone&id=5c0e7f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a&status=paid&message=APPROVED%20%26%20done#top',
    );
  });
});
