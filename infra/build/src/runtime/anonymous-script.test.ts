/**
 * @jest-environment jsdom
 */
// The remote entry's <script>, as the federation runtime receives it from our plugin.
import resiliencePlugin, { REMOTE_INTEGRITY, anonymousScript } from './resilience-plugin';

describe('remote entry scripts', () => {
  it('are bounded in time and loaded from the given address', () => {
    const created = resiliencePlugin({ scriptTimeoutMs: 1234 }).createScript?.({ url: 'http://x/remoteEntry.js' }) as { script: HTMLScriptElement; timeout: number };
    expect(created.timeout).toBe(1234);
    expect(created.script.src).toBe('http://x/remoteEntry.js');
  });

  it('are fetched without credentials, keeping the attributes the runtime asks for', () => {
    const script = anonymousScript('http://127.0.0.1:3002/v1/remoteEntry.js', { async: true, 'data-webpack': 'mf_cart', crossorigin: 'use-credentials' });
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.async).toBe(true);
    expect(script.getAttribute('data-webpack')).toBe('mf_cart');
    expect(script.type).toBe('text/javascript');
    expect(anonymousScript('http://x/entry.mjs', { type: 'module' }).type).toBe('module');
  });

  it('carry the digest the registry recorded, so the browser refuses an entry changed after the build', () => {
    const entry = 'http://127.0.0.1:3103/v7/remoteEntry.js';
    (globalThis as Record<symbol, unknown>)[REMOTE_INTEGRITY] = { [entry]: 'sha384-abc' };
    try {
      expect(anonymousScript(entry).integrity).toBe('sha384-abc');
      expect(anonymousScript('http://127.0.0.1:3101/dev/remoteEntry.js').hasAttribute('integrity')).toBe(false);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[REMOTE_INTEGRITY];
    }
  });
});
