import Fastify from 'fastify';
import { fromThisMachine, isLoopbackAddress } from './loopback';

describe('this machine only', () => {
  it('knows the loopback addresses, in IPv4, IPv6 and IPv4-mapped form', () => {
    for (const local of ['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(local)).toBe(true);
    for (const other of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', '::2', 'localhost']) expect(isLoopbackAddress(other)).toBe(false);
  });

  it('takes the socket’s word, and refuses a request that came through a proxy', async () => {
    const app = Fastify({ trustProxy: true });
    app.get('/local', async (request) => ({ local: fromThisMachine(request) }));
    const ask = async (remoteAddress: string, headers: Record<string, string> = {}) => (await app.inject({ url: '/local', remoteAddress, headers })).json().local;
    expect(await ask('127.0.0.1')).toBe(true);
    expect(await ask('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe(false);
    expect(await ask('127.0.0.1', { forwarded: 'for=203.0.113.5' })).toBe(false);
    await app.close();
  });
});
