import { federationRemotes, fetchRegistry, parseRegistry } from './registry';

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

  it('names federation remotes as infra/build does', () => {
    expect(federationRemotes(parseRegistry(json))).toEqual([
      { name: 'mf_cart', entry: 'http://127.0.0.1:3002/v2/mf-manifest.json' },
    ]);
  });

  it('answers an empty registry when /remotes.json fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('down', { status: 502 })));
    await expect(fetchRegistry()).resolves.toEqual({ environment: 'unknown', remotes: {} });
    vi.unstubAllGlobals();
    spy.mockRestore();
  });
});
