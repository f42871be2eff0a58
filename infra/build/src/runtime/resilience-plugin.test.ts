import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchManifest } from './resilience-plugin';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchManifest', () => {
  it('retries once after a refused connection and returns the second answer', async () => {
    const ok = new Response('{}', { status: 200 });
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(ok);
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchManifest('http://127.0.0.1:1/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an HTTP error as a failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nope', { status: 503 })));
    await expect(fetchManifest('http://x/mf-manifest.json', {})).rejects.toThrow('HTTP 503');
  });

  it('gives up on a stalled manifest after the timeout without retrying', async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchManifest('http://x/mf-manifest.json', {}, 50)).rejects.toThrow('Timed out');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
