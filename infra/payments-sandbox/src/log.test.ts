import { loggedUrl, logSerializers, scrubCardData } from './log';

describe('loggedUrl', () => {
  it('keeps the route and the ids in it, and the lang, page and status values', () => {
    const id = '2aab48c5-94fd-4678-b071-ca1a00527f6e';
    expect(loggedUrl(`/v1/payments/${id}?lang=en`, '/v1/payments/:id', { id })).toBe(`/v1/payments/${id}?lang=en`);
    expect(loggedUrl('/v1/payments?page=2&status=paid', '/v1/payments', {})).toBe('/v1/payments?page=2&status=paid');
    expect(loggedUrl('/v1/tokens/token_jVpUGtuke40mtq58MHWlbMulTOoelb', '/v1/tokens/:id', { id: 'token_jVpUGtuke40mtq58MHWlbMulTOoelb' })).toBe(
      '/v1/tokens/token_jVpUGtuke40mtq58MHWlbMulTOoelb',
    );
  });

  it('replaces any other path parameter, unknown path and query value', () => {
    expect(loggedUrl('/v1/tokens/737', '/v1/tokens/:id', { id: '737' })).toBe('/v1/tokens/[REDACTED]');
    expect(loggedUrl('/v1/anything', '/v1/*', { '*': 'anything' })).toBe('/v1/[REDACTED]');
    expect(loggedUrl('/v1/cards/4111111111111111/737?x=1', undefined, {})).toBe('[unknown path]?x=[REDACTED]');
    expect(loggedUrl('/v1/tokens?cvc=737&metadata%5Bnote%5D=4111%201111%201111%201111', '/v1/tokens', {})).toBe(
      '/v1/tokens?cvc=[REDACTED]&metadata%5Bnote%5D=[REDACTED]',
    );
    expect(loggedUrl('/v1/payments?status=4111111111111111', '/v1/payments', {})).toBe('/v1/payments?status=[REDACTED]');
  });
});

describe('error serializer', () => {
  it('blanks card-like digits in the message and the stack', () => {
    const error = new Error('Unexpected token in "{"number":"4201 3201 1111 1010"');
    const logged = logSerializers.err(error);
    expect(logged.message).toBe('Unexpected token in "{"number":"[REDACTED]"');
    expect(logged.stack).not.toContain('1111');
    expect(scrubCardData('ref 4201-3201-1111-1010 end')).toBe('ref [REDACTED] end');
  });
});
