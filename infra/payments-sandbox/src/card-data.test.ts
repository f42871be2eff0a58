// Card numbers and CVCs are never logged, stored or echoed. A full flow with each test card, plus the
// error paths that carry card data (a broken body, the query string, the path, a refused body type),
// runs with every log line captured at trace level; no line and no answer may hold the number or the
// CVC — answers show the masked number only.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { basic, cardBody, futureExpiry, PUBLISHABLE, sandbox, SECRET } from '../test/helpers';
import { TEST_CARDS } from './cards';
import type { PaymentJson, TokenJson } from './views';

// Distinct CVCs, none equal to a number the sandbox prints anyway (amounts, limits, addresses).
const CVCS = ['737', '468', '902', '381', '640', '219', '853', '374', '596', '718'];

/** Parts of a line that are random or counted (ids, times, host, durations, JSON numbers), blanked out. */
function withoutNoise(text: string): string {
  return text
    .replace(/<style>[\s\S]*?<\/style>/g, '<style/>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\b(token|sandbox_cc)_[A-Za-z0-9]+/g, '<id>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>')
    .replace(/"reqId":"[^"]*"/g, '"reqId":"<req>"')
    .replace(/"hostname":"[^"]*"/g, '"hostname":"<host>"')
    .replace(/"reference_number":"\d+"/g, '"reference_number":"<n>"')
    .replace(/:-?\d+(\.\d+)?(e[+-]?\d+)?/gi, ':<n>');
}

const standalone = (digits: string) => new RegExp(`(?<![0-9])${digits}(?![0-9])`);

function expectNoCardData(texts: string[], number: string, cvc: string, where: string): void {
  const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
  const dashed = number.replace(/(\d{4})(?=\d)/g, '$1-');
  for (const text of texts) {
    for (const form of [number, grouped, dashed, number.slice(0, 12)]) expect(text, `${where}: ${text}`).not.toContain(form);
    expect(withoutNoise(text), `${where}: ${text}`).not.toMatch(standalone(cvc));
  }
}

describe('card data in logs and answers', () => {
  const logLines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await sandbox({ LOG_LEVEL: 'trace' }, { logStream: { write: (line: string) => logLines.push(line) } });
  });
  afterAll(() => app.close());

  it.each(TEST_CARDS.map((card, index) => [card.number, card, CVCS[index]!] as const))(
    'card %s appears in no log line and in no answer but masked',
    async (number, card, cvc) => {
      logLines.length = 0;
      const answers: string[] = [];
      const call = async (options: InjectOptions) => {
        const response = await app.inject(options);
        answers.push(response.body, String(response.headers.location ?? ''));
        return response;
      };
      const pk = { authorization: basic(PUBLISHABLE), origin: 'http://127.0.0.1:3000' };
      const sk = { authorization: basic(SECRET) };
      const card3ds = (url: string) => new URL(url).pathname;

      // The default flow: the token is verified now, with a challenge for mada.
      const verified = (await call({ method: 'POST', url: '/v1/tokens', headers: pk, payload: cardBody({ number, cvc }) })).json<TokenJson>();
      if (verified.verification_url) {
        await call({ method: 'GET', url: card3ds(verified.verification_url) });
        await call({ method: 'POST', url: card3ds(verified.verification_url), payload: { decision: 'approve' } });
      }
      // save_only, form-encoded, then a payment that runs 3-D Secure for the amount.
      const expiry = futureExpiry();
      const form = new URLSearchParams({ name: 'Sara Alqahtani', number, month: String(expiry.month), year: String(expiry.year), cvc, save_only: 'true' });
      const saveOnly = (
        await call({ method: 'POST', url: '/v1/tokens', headers: { ...pk, 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() })
      ).json<TokenJson>();
      const created = (
        await call({
          method: 'POST',
          url: '/v1/payments',
          headers: pk,
          payload: {
            amount: 12550,
            currency: 'SAR',
            description: 'SO-1001',
            callback_url: 'http://127.0.0.1:3000/checkout/verify-payment?type=tokenized',
            source: { type: 'token', token: saveOnly.id, manual: true },
            metadata: { split_type: 'fixed' },
          },
        })
      ).json<PaymentJson>();
      if (created.source.transaction_url) {
        await call({ method: 'GET', url: `${card3ds(created.source.transaction_url)}?lang=en` });
        await call({ method: 'POST', url: card3ds(created.source.transaction_url), payload: { decision: 'approve', lang: 'en' } });
      }
      const payment = (await call({ method: 'GET', url: `/v1/payments/${created.id}`, headers: sk })).json<PaymentJson>();
      await call({ method: 'GET', url: '/v1/payments', headers: sk });
      if (payment.status === 'authorized') await call({ method: 'POST', url: `/v1/payments/${payment.id}/capture`, headers: sk });
      if (verified.status === 'verified') {
        const paid = (await call({ method: 'POST', url: '/v1/payments', headers: pk, payload: {
          amount: 4725, callback_url: 'http://127.0.0.1:3000/checkout/verify-payment', source: { type: 'token', token: verified.id },
        } })).json<PaymentJson>();
        if (paid.status === 'paid') await call({ method: 'POST', url: `/v1/payments/${paid.id}/refund`, headers: sk, payload: { amount: 1000 } });
      }
      expect(payment.source.number).toBe(`${number.slice(0, 4)}-${number.slice(4, 6)}XX-XXXX-${number.slice(-4)}`);
      expect(payment.source.message).toBe(card.message);

      // Error paths that carry the card: each must answer without quoting it.
      const refusals = [
        await call({ method: 'POST', url: '/v1/tokens', headers: { ...pk, 'content-type': 'application/json' }, payload: `{"number":"${number}","cvc":"${cvc}",` }),
        await call({ method: 'POST', url: `/v1/tokens?number=${number}&cvc=${cvc}`, headers: pk, payload: { number, cvc, month: 13 } }),
        await call({ method: 'POST', url: '/v1/tokens', headers: { ...pk, 'content-type': 'text/plain' }, payload: `number=${number}&cvc=${cvc}` }),
        await call({ method: 'POST', url: '/v1/tokens', headers: { origin: 'http://127.0.0.1:3000' }, payload: cardBody({ number, cvc }) }),
        await call({ method: 'GET', url: `/v1/tokens/${number}?card_number=${number}&cvv=${cvc}`, headers: sk }),
        await call({ method: 'GET', url: `/v1/cards/${number}/${cvc}` }),
        await call({
          method: 'POST',
          url: '/v1/payments',
          headers: pk,
          payload: { amount: 12550, callback_url: 'http://127.0.0.1:3000/x', source: { type: 'creditcard', name: 'Sara Alqahtani', number, cvc, month: 12, year: 30 } },
        }),
        await call({ method: 'POST', url: '/v1/tokens', headers: pk, payload: { ...cardBody({ number, cvc }), name: 'x'.repeat(70_000) } }),
      ];
      expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 415, 401, 404, 404, 400, 413]);

      // A fault answers before the body is read, and the retried call still quotes nothing.
      await call({ method: 'POST', url: '/__sandbox/faults', payload: { count: 1 } });
      expect((await call({ method: 'POST', url: '/v1/tokens', headers: pk, payload: cardBody({ number, cvc }) })).statusCode).toBe(503);

      expect(logLines.some((line) => line.includes('"incoming request"'))).toBe(true);
      expect(logLines.some((line) => line.includes('"url":"/v1/tokens?number=[REDACTED]&cvc=[REDACTED]"'))).toBe(true);
      expect(logLines.filter((line) => /"cvc"|"number"|"body"/.test(line))).toEqual([]);
      expectNoCardData(logLines, number, cvc, 'log line');
      expectNoCardData(answers, number, cvc, 'answer');
    },
  );
});
