// The real payments sandbox (infra/payments-sandbox), started in-process on a free port, driven as the
// browser and the shopper's bank would: tokens and payments with the publishable key, the 3-D Secure
// page's Approve or Fail, reads with the secret key, injected faults. Calls are counted per route.
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from 'infra-payments-sandbox/src/app';
import { loadSandboxConfig } from 'infra-payments-sandbox/src/config';
import { PUBLISHABLE_KEY, SECRET_KEY, type FakePayment, type ProviderHarness, type ProviderTokenAnswer } from './fake-provider.js';

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

export async function startSandboxProvider(): Promise<ProviderHarness> {
  const app: FastifyInstance = await buildSandbox(loadSandboxConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  const calls = new Map<string, number>();
  // counted when answered: a faulted call is answered by the sandbox's own onRequest hook, before ours would run
  app.addHook('onResponse', async (request) => {
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    calls.set(route, (calls.get(route) ?? 0) + 1);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  async function call(method: 'GET' | 'POST', path: string, key: string | null, body?: unknown): Promise<{ status: number; body: FakePayment }> {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...(key ? { authorization: basic(key) } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as FakePayment };
  }

  return {
    kind: 'sandbox',
    url,
    async createToken(number) {
      const next = new Date().getUTCFullYear() + 2;
      const res = await call('POST', '/v1/tokens', PUBLISHABLE_KEY, {
        name: 'Noura Al-Qahtani', number, month: 12, year: next % 100, cvc: '737', callback_url: 'http://127.0.0.1:3000/checkout/verify-payment', save_only: true,
      });
      if (res.status !== 201) throw new Error(`sandbox token answered ${res.status}`);
      return { id: res.body.id };
    },
    async keepCard(number, options = {}) {
      const next = new Date().getUTCFullYear() + 2;
      const made = await call('POST', '/v1/tokens', PUBLISHABLE_KEY, {
        name: 'Noura Al-Qahtani', number, month: options.month ?? 12, year: options.year ?? next, cvc: '737', callback_url: 'http://127.0.0.1:3000/payments?card=verify', save_only: false,
      });
      if (made.status !== 201) throw new Error(`sandbox token answered ${made.status}`);
      const token = made.body as unknown as ProviderTokenAnswer;
      if (token.status === 'initiated' && token.verification_url && options.verification !== 'skip') {
        const page = new URL(token.verification_url);
        const response = await fetch(`${url}${page.pathname}${page.search}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `decision=${options.verification === 'fail' ? 'fail' : 'approve'}&lang=ar`,
          redirect: 'manual',
        });
        if (response.status !== 303) throw new Error(`token verification page answered ${response.status}`);
      }
      const read = await call('GET', `/v1/tokens/${encodeURIComponent(token.id)}`, SECRET_KEY);
      if (read.status !== 200) throw new Error(`sandbox token read answered ${read.status}`);
      return read.body as unknown as ProviderTokenAnswer;
    },
    createPayment: (body) => call('POST', '/v1/payments', PUBLISHABLE_KEY, body),
    async complete3ds(payment, pass = true) {
      const page = payment.source.transaction_url;
      if (!page) throw new Error('no 3-D Secure challenge for this payment');
      const target = new URL(page);
      const response = await fetch(`${url}${target.pathname}${target.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=${pass ? 'approve' : 'fail'}&lang=ar`,
        redirect: 'manual',
      });
      if (response.status !== 303) throw new Error(`3-D Secure page answered ${response.status}`);
    },
    async payment(id) {
      const res = await call('GET', `/v1/payments/${encodeURIComponent(id)}`, SECRET_KEY);
      if (res.status !== 200) throw new Error(`sandbox payment read answered ${res.status}`);
      return res.body;
    },
    async paymentCount() {
      const response = await fetch(`${url}/v1/payments`, { headers: { authorization: basic(SECRET_KEY) } });
      return ((await response.json()) as { meta: { total_count: number } }).meta.total_count;
    },
    async fault(count, status = 503, phase = 'before') {
      const res = await call('POST', '/__sandbox/faults', null, { count, status, phase });
      if (res.status !== 200) throw new Error(`sandbox faults answered ${res.status}`);
    },
    count: (route) => calls.get(route) ?? 0,
    close: () => app.close(),
  };
}
