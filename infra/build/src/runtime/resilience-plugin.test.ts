import { createHash } from 'node:crypto';
import { RUNTIME_008 } from '@module-federation/error-codes';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import resiliencePlugin, { IntegrityError, REMOTE_INTEGRITY, fetchManifest, REMOTE_ERROR_EVENT, reportRemoteError, retryRemoteEntryOnce, type RemoteErrorDetail } from './resilience-plugin';

// Node has no window: the property gets a place so jest can replace it and restore its absence.
Object.defineProperty(globalThis, 'window', { configurable: true, writable: true, value: undefined });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('remote manifest integrity', () => {
  const manifest = '{"id":"mf_checkout","metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}}}';
  const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const url = 'http://127.0.0.1:3103/v7/mf-manifest.json';
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[REMOTE_INTEGRITY];
  });

  it('accepts the manifest that hashes to what the registry recorded', async () => {
    (globalThis as Record<symbol, unknown>)[REMOTE_INTEGRITY] = { [url]: sri(manifest) };
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(manifest));
    await expect((await fetchManifest(url, {}, 1_000, 0)).text()).resolves.toBe(manifest);
  });

  it('refuses a manifest changed after the build, and leaves unvouched ones alone', async () => {
    (globalThis as Record<symbol, unknown>)[REMOTE_INTEGRITY] = { [url]: sri(manifest) };
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(manifest.replace('remoteEntry.js', 'evil.js')));
    await expect(fetchManifest(url, {}, 1_000, 0)).rejects.toBeInstanceOf(IntegrityError);
    await expect(fetchManifest('http://127.0.0.1:3101/dev/mf-manifest.json', {}, 1_000, 0)).resolves.toBeInstanceOf(Response);
  });
});

describe('fetchManifest', () => {
  it('retries once after a refused connection and returns the second answer', async () => {
    const ok = new Response('{}', { status: 200 });
    const fetchMock = jest.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(ok);
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
    await expect(fetchManifest('http://127.0.0.1:1/mf-manifest.json', {}, 1_000, 0)).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an HTTP error as a failure', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(jest.fn().mockResolvedValue(new Response('nope', { status: 503 })));
    await expect(fetchManifest('http://x/mf-manifest.json', {}, 1_000, 0)).rejects.toThrow('HTTP 503');
  });

  it('gives up on a stalled manifest after the timeout without retrying', async () => {
    const fetchMock = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
    await expect(fetchManifest('http://x/mf-manifest.json', {}, 50)).rejects.toThrow('Timed out');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

type LoadEntryErrorArgs = Parameters<ReturnType<typeof retryRemoteEntryOnce>>[0];
type RemoteEntry = NonNullable<LoadEntryErrorArgs['remoteEntryExports']>;

const container = { init: jest.fn(), get: jest.fn() } as unknown as RemoteEntry;

function entryFailure(): LoadEntryErrorArgs {
  const uniqueKey = 'mf_cart:http://127.0.0.1:3002/remoteEntry.js';
  return {
    getRemoteEntry: jest.fn(),
    origin: {} as LoadEntryErrorArgs['origin'],
    remoteInfo: { name: 'mf_cart', entry: 'http://127.0.0.1:3002/remoteEntry.js' } as LoadEntryErrorArgs['remoteInfo'],
    remoteEntryExports: undefined,
    globalLoading: { [uniqueKey]: Promise.reject(new Error('first attempt')).catch(() => undefined) },
    uniqueKey,
  };
}

describe('retryRemoteEntryOnce (the loadEntryError hook)', () => {
  it('loads the entry again from scratch and answers the second attempt', async () => {
    const args = entryFailure();
    jest.mocked(args.getRemoteEntry).mockImplementation(async () => {
      // The failed load is forgotten first, so the runtime really fetches the script again.
      expect(args.globalLoading[args.uniqueKey]).toBeUndefined();
      return container;
    });

    await expect(retryRemoteEntryOnce(0)(args)).resolves.toBe(container);
    expect(args.getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(args.getRemoteEntry).toHaveBeenCalledWith({ origin: args.origin, remoteInfo: args.remoteInfo, remoteEntryExports: undefined });
  });

  it('answers nothing when the retry fails too, so the first error stands', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const args = entryFailure();
    jest.mocked(args.getRemoteEntry).mockRejectedValue(new Error(`${RUNTIME_008}: still refused`));

    await expect(retryRemoteEntryOnce(0)(args)).resolves.toBeUndefined();
    expect(args.getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('retry of mf_cart'), expect.any(Error));
  });

  it('does not retry the failure of its own retry', async () => {
    const hook = retryRemoteEntryOnce(0);
    const args = entryFailure();
    let nested: Promise<RemoteEntry | undefined> | undefined;
    jest.mocked(args.getRemoteEntry).mockImplementation(async () => {
      const inner = entryFailure();
      nested = hook(inner);
      expect(await nested).toBeUndefined();
      expect(inner.getRemoteEntry).not.toHaveBeenCalled();
      return container;
    });

    await expect(hook(args)).resolves.toBe(container);
    expect(nested).toBeDefined();
  });
});

describe('reportRemoteError (the errorLoadRemote hook)', () => {
  it('logs, announces the failure on the page and offers no substitute module', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = new EventTarget();
    jest.replaceProperty(globalThis as { window: unknown }, 'window', page);
    const seen: RemoteErrorDetail[] = [];
    page.addEventListener(REMOTE_ERROR_EVENT, (event) => seen.push((event as CustomEvent<RemoteErrorDetail>).detail));

    expect(reportRemoteError({ id: 'mf_cart/app', error: new Error('connection refused'), lifecycle: 'onLoad' })).toBeUndefined();
    expect(seen).toEqual([{ id: 'mf_cart/app', lifecycle: 'onLoad', message: 'connection refused' }]);
  });
});

describe('resiliencePlugin', () => {
  it('leaves requests other than manifests alone', async () => {
    const plugin = resiliencePlugin();
    expect(await plugin.fetch?.('http://x/api/cart', {})).toBeUndefined();
  });
});

describe('with the federation runtime', () => {
  const app = { mount: jest.fn(), unmount: jest.fn() };
  let reports: RemoteErrorDetail[];

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = new EventTarget();
    jest.replaceProperty(globalThis as { window: unknown }, 'window', page);
    reports = [];
    page.addEventListener(REMOTE_ERROR_EVENT, (event) => reports.push((event as CustomEvent<RemoteErrorDetail>).detail));
  });

  let instances = 0;
  function store(failures: number, failure = (attempt: number) => new Error(`${RUNTIME_008}: Failed to load script resources (attempt ${attempt})`)) {
    const attempts = { count: 0 };
    const scriptLoader: ModuleFederationRuntimePlugin = {
      name: 'test-script-loader',
      loadEntry: async () => {
        attempts.count += 1;
        if (attempts.count <= failures) throw failure(attempts.count);
        return { init: async () => undefined, get: async () => () => app } as unknown as RemoteEntry;
      },
    };
    instances += 1;
    const federation = createInstance({
      name: `host_${instances}`,
      // A distinct entry per test: the runtime remembers loaded entries page-wide.
      remotes: [{ name: 'mf_cart', entry: `http://127.0.0.1:3002/test-${instances}/remoteEntry.js` }],
      plugins: [resiliencePlugin({ retryDelayMs: 0 }), scriptLoader],
    });
    return { federation, attempts };
  }

  it('first attempt fails, second succeeds: the remote loads and no failure is reported', async () => {
    const { federation, attempts } = store(1);

    await expect(federation.loadRemote('mf_cart/app')).resolves.toBe(app);
    expect(attempts.count).toBe(2);
    expect(reports).toEqual([]);
  });

  it('every attempt fails: one retry only, then errorLoadRemote reports it and loading rejects', async () => {
    const { federation, attempts } = store(Infinity);

    await expect(federation.loadRemote('mf_cart/app')).rejects.toThrow(RUNTIME_008);
    expect(attempts.count).toBe(2);
    expect(reports).toEqual([expect.objectContaining({ id: 'mf_cart/app', lifecycle: 'onLoad', message: expect.stringContaining('attempt 1') })]);
  });

  it('an entry that loaded but threw is broken, not unreachable: it is not retried', async () => {
    const { federation, attempts } = store(Infinity, () => new Error(`${RUNTIME_008}: ScriptExecutionError: Unexpected token '<'`));

    await expect(federation.loadRemote('mf_cart/app')).rejects.toThrow('ScriptExecutionError');
    expect(attempts.count).toBe(1);
    expect(reports).toHaveLength(1);
  });
});
