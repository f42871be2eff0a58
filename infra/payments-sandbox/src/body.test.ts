import { ProviderError } from './errors';
import { flag, parseFormBody, parseJsonBody, readMetadata, splitBracketKey, wholeNumber } from './body';

describe('parseFormBody', () => {
  it('turns bracket keys into the nested shape a JSON body has', () => {
    const body = parseFormBody(
      'amount=12550&currency=SAR&source%5Btype%5D=token&source[token]=token_abc&source[manual]=true&metadata[split_type]=fixed&metadata[split]=%5B%7B%22seller%22%3A%22olaya%22%7D%5D',
    );
    expect(body).toEqual({
      amount: '12550',
      currency: 'SAR',
      source: { type: 'token', token: 'token_abc', manual: 'true' },
      metadata: { split_type: 'fixed', split: '[{"seller":"olaya"}]' },
    });
  });

  it("reads the quoted form the provider's examples use", () => {
    expect(splitBracketKey("source['type']")).toEqual(['source', 'type']);
    expect(parseFormBody("source['3ds']=true")).toEqual({ source: { '3ds': 'true' } });
  });

  it.each([
    ['a key that would reach the prototype', '__proto__[polluted]=yes'],
    ['a key both plain and nested', 'source=token&source[type]=token'],
    ['a nested key after a plain one', 'source[type]=token&source=x'],
    ['an empty bracket', 'source[]=x'],
    ['too deep a key', 'a[b][c][d]=x'],
  ])('refuses %s', (_case, text) => {
    expect(() => parseFormBody(text)).toThrow(ProviderError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseJsonBody', () => {
  it('reads an object and takes an empty body as no fields', () => {
    expect(parseJsonBody('{"amount":12550,"source":{"type":"token"}}')).toEqual({ amount: 12550, source: { type: 'token' } });
    expect(parseJsonBody('  ')).toEqual({});
  });

  it('refuses broken JSON without quoting it back', () => {
    const broken = '{"number":"4111111111111111","cvc":"737",';
    let error: unknown;
    try {
      parseJsonBody(broken);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).body).toEqual({ type: 'invalid_request_error', message: 'The request body is not valid JSON', errors: null });
  });

  it('refuses a body that is not an object', () => {
    expect(() => parseJsonBody('[1,2]')).toThrow(ProviderError);
    expect(() => parseJsonBody('"text"')).toThrow(ProviderError);
  });
});

describe('field readers', () => {
  it('reads whole numbers from JSON numbers and form digits only', () => {
    expect(wholeNumber(12550)).toBe(12550);
    expect(wholeNumber('12550')).toBe(12550);
    expect(wholeNumber('125.50')).toBeUndefined();
    expect(wholeNumber(125.5)).toBeUndefined();
    expect(wholeNumber('')).toBeUndefined();
  });

  it('reads flags from booleans and their form spellings', () => {
    expect([true, 'true', '1', 1].map(flag)).toEqual([true, true, true, true]);
    expect([false, 'false', '0', 0].map(flag)).toEqual([false, false, false, false]);
    expect(flag('yes')).toBeUndefined();
  });

  it("keeps metadata within the provider's limits", () => {
    const problems: string[] = [];
    const report = (message: string) => problems.push(message);
    expect(readMetadata({ split_type: 'fixed', order_id: 1001, gift: true }, report)).toEqual({ split_type: 'fixed', order_id: 1001, gift: true });
    expect(problems).toEqual([]);
    readMetadata(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`key_${i}`, 'v'])), report);
    readMetadata({ ['k'.repeat(41)]: 'v', long: 'x'.repeat(501), nested: { a: 1 } }, report);
    readMetadata('fixed', report);
    expect(problems).toEqual([
      'must have at most 30 keys',
      'keys must be at most 40 characters',
      'values must be at most 500 characters',
      'values must be text, numbers or booleans',
      'must be an object of keys and values',
    ]);
  });
});
