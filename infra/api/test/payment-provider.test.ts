// The server's provider client reading card tokens with the secret key: from the real payments
// sandbox, an unknown id, the wrong key, and a provider nobody answers at.
import { createServer } from 'node:net';
import { createPaymentProvider, ProviderRefused, ProviderUnavailable } from '../src/checkout/payment-provider.js';
import { PUBLISHABLE_KEY, SECRET_KEY, TEST_CARDS, type ProviderHarness } from './helpers/fake-provider.js';
import { startSandboxProvider } from './helpers/sandbox-provider.js';

let sandbox: ProviderHarness;
beforeAll(async () => {
  sandbox = await startSandboxProvider();
});
afterAll(() => sandbox.close());

/** A local port with nothing listening: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The error a call failed with, checked to be of the expected class. */
async function failureOf(call: () => Promise<unknown>, kind: typeof ProviderRefused | typeof ProviderUnavailable): Promise<unknown> {
  const failure = await Promise.resolve().then(call).then(() => null, (error: unknown) => error);
  expect(failure).toBeInstanceOf(kind);
  return failure;
}

describe('reading a card token from the provider', () => {
  it('answers the token as the provider holds it, with no number', async () => {
    const kept = await sandbox.keepCard(TEST_CARDS.madaThreeDs, { month: 9, year: new Date().getUTCFullYear() + 1 });
    const provider = createPaymentProvider({ apiUrl: sandbox.url, secretKey: SECRET_KEY });
    const token = await provider.fetchToken(kept.id);
    expect(token).toMatchObject({ id: kept.id, status: 'verified', brand: 'mada', last_four: '1010', month: '9' });
    expect(JSON.stringify(token)).not.toContain(TEST_CARDS.madaThreeDs);
  });

  it('is refused for an id the provider never issued, once, without retrying', async () => {
    const provider = createPaymentProvider({ apiUrl: sandbox.url, secretKey: SECRET_KEY, backoffMs: 1 });
    const reads = sandbox.count('GET /v1/tokens/:id');
    expect(await failureOf(() => provider.fetchToken('token_NeverIssuedNeverIssuedNeverIs'), ProviderRefused)).toMatchObject({ status: 404, type: 'record_not_found' });
    expect(sandbox.count('GET /v1/tokens/:id')).toBe(reads + 1);
    // not shaped like a provider id: never sent
    expect(await failureOf(() => provider.fetchToken('token/../payments'), ProviderRefused)).toMatchObject({ type: 'invalid_id' });
    expect(sandbox.count('GET /v1/tokens/:id')).toBe(reads + 1);
  });

  it('is refused with the publishable key: token reads need the secret key', async () => {
    const kept = await sandbox.keepCard(TEST_CARDS.visa);
    const provider = createPaymentProvider({ apiUrl: sandbox.url, secretKey: PUBLISHABLE_KEY, backoffMs: 1 });
    expect(await failureOf(() => provider.fetchToken(kept.id), ProviderRefused)).toMatchObject({ status: 401, type: 'authentication_error' });
  });

  it('gives up as unavailable after every attempt fails: 5xx answers, or nobody listening', async () => {
    const kept = await sandbox.keepCard(TEST_CARDS.visa);
    const provider = createPaymentProvider({ apiUrl: sandbox.url, secretKey: SECRET_KEY, attempts: 3, backoffMs: 1 });
    await sandbox.fault(3, 502);
    expect(await failureOf(() => provider.fetchToken(kept.id), ProviderUnavailable)).toMatchObject({ attempts: 3, lastStatus: 502 });
    // one 5xx, then the token: a retry is enough
    await sandbox.fault(1, 503);
    await expect(provider.fetchToken(kept.id)).resolves.toMatchObject({ id: kept.id, status: 'verified' });

    const nobody = createPaymentProvider({ apiUrl: `http://127.0.0.1:${await closedPort()}`, secretKey: SECRET_KEY, attempts: 2, backoffMs: 1 });
    expect(await failureOf(() => nobody.fetchToken(kept.id), ProviderUnavailable)).toMatchObject({ attempts: 2, lastStatus: null });
  });
});
