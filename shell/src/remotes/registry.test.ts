import { expectedDigests, federationRemotes, fetchRegistry, INLINE_REGISTRY_ID, loadRegistry, parseRegistry, readInlineRegistry } from './registry';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

describe('remote registry', () => {
  const json = {
    environment: 'local',
    remotes: {
      'mf-cart': { version: 'v2', manifest: 'http://127.0.0.1:3002/v2/mf-manifest.json' },
      'mf-catalog': { version: 3, manifest: 'x' },
      'mf-unknown': { version: 'v1', manifest: 'y' },
    },
  };

  it('keeps only well-formed entries of known remotes', () => {
    expect(parseRegistry(json)).toEqual({
      environment: 'local',
      remotes: { 'mf-cart': { version: 'v2', manifest: 'http://127.0.0.1:3002/v2/mf-manifest.json' } },
    });
    expect(parseRegistry(null).remotes).toEqual({});
  });

  it('keeps each version’s recorded digests and maps them to the manifest and entry URLs', () => {
    const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', entry: 'sha384-ZW50cnk=' };
    const registry = parseRegistry({
      environment: 'production',
      remotes: {
        'mf-checkout': { version: 'v9', manifest: 'https://checkout.souq.example/v9/mf-manifest.json', integrity },
        'mf-cart': { version: 'dev', manifest: 'http://127.0.0.1:3102/dev/mf-manifest.json' },
        'mf-account': { version: 'v2', manifest: 'https://account.souq.example/v2/mf-manifest.json', integrity: { manifest: 'md5-nope', entry: 'sha384-ZW50cnk=' } },
      },
    });
    expect(registry.remotes['mf-checkout']?.integrity).toEqual(integrity);
    expect(registry.remotes['mf-account']?.integrity).toBeUndefined();
    expect(expectedDigests(registry)).toEqual({
      'https://checkout.souq.example/v9/mf-manifest.json': integrity.manifest,
      'https://checkout.souq.example/v9/remoteEntry.js': integrity.entry,
    });
  });

  it('names federation remotes as infra/build does', () => {
    expect(federationRemotes(parseRegistry(json))).toEqual([
      { name: 'mf_cart', entry: 'http://127.0.0.1:3002/v2/mf-manifest.json' },
    ]);
  });

  it('answers an empty registry when /remotes.json fails', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubGlobal('fetch', jest.fn().mockResolvedValue(new Response('down', { status: 502 })));
    await expect(fetchRegistry()).resolves.toEqual({ environment: 'unknown', remotes: {} });
    unstubAllGlobals();
    spy.mockRestore();
  });

  describe('the registry written into the page', () => {
    const live = {
      environment: 'local',
      remotes: { 'mf-cart': { version: 'v7', manifest: 'http://127.0.0.1:3002/v7/mf-manifest.json' } },
    };
    const fromServer = {
      environment: 'local',
      remotes: { 'mf-cart': { version: 'v6', manifest: 'http://127.0.0.1:3002/v6/mf-manifest.json' } },
    };

    function writeInline(text: string, type = 'application/json') {
      const script = document.createElement('script');
      script.type = type;
      script.id = INLINE_REGISTRY_ID;
      script.textContent = text;
      document.head.append(script);
    }

    let fetchMock: ReturnType<typeof jest.fn>;
    beforeEach(() => {
      fetchMock = jest.fn().mockResolvedValue(Response.json(fromServer));
      stubGlobal('fetch', fetchMock);
    });
    afterEach(() => {
      document.getElementById(INLINE_REGISTRY_ID)?.remove();
      unstubAllGlobals();
      jest.restoreAllMocks();
    });

    it('is used first, without asking /remotes.json', async () => {
      writeInline(JSON.stringify(live));
      await expect(loadRegistry()).resolves.toEqual(live);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('reads back values the gateway escaped for the page', () => {
      const tricky = { environment: 'a</script><!--b', remotes: {} };
      // as the gateway writes it: <, > and & as \u escapes
      writeInline(JSON.stringify(tricky).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
      expect(document.getElementById(INLINE_REGISTRY_ID)?.textContent).not.toContain('<');
      expect(readInlineRegistry()).toEqual(tricky);
    });

    it('falls back to /remotes.json when the page has none', async () => {
      await expect(loadRegistry()).resolves.toEqual(fromServer);
      expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    });

    it.each([
      ['malformed JSON', '{"environment": "local", "remotes": {'],
      ['JSON that is not a registry', '[1, 2]'],
      ['a registry without a remotes object', '{"environment": "local", "remotes": "mf-cart"}'],
      ['nothing', ''],
    ])('survives %s in the page and falls back to /remotes.json', async (_what, text) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      writeInline(text);
      await expect(loadRegistry()).resolves.toEqual(fromServer);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalled();
    });

    it('ignores an element with that id that is not the JSON block', async () => {
      writeInline(JSON.stringify(live), 'text/plain');
      await expect(loadRegistry()).resolves.toEqual(fromServer);
    });
  });
});
