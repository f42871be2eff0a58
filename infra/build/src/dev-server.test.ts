import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { standaloneDevServer, devPortVariable } = require('./dev-server.cjs') as {
  standaloneDevServer: (options: { name: string; port: number; kind: 'host' | 'remote' }, env?: Record<string, string>) => {
    proxy: { onProxyReq: (request: FakeRequest) => void }[];
  };
  devPortVariable: (name: string) => string;
};

class FakeRequest {
  readonly headers = new Map<string, string>();
  getHeader(name: string) {
    return this.headers.get(name);
  }
  setHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
}

function proxyHook(env: Record<string, string> = {}) {
  const [entry] = standaloneDevServer({ name: 'mf-account', port: 3004, kind: 'remote' }, env).proxy;
  if (!entry) throw new Error('no proxy entry');
  return entry.onProxyReq;
}

describe('the standalone proxy', () => {
  it("makes a page's call look like the store page's, so the gateway's origin check lets it through", () => {
    const request = new FakeRequest();
    request.setHeader('origin', 'http://127.0.0.1:3014');

    proxyHook({ GATEWAY_PORT: '3100' })(request);

    expect(request.getHeader('origin')).toBe('http://127.0.0.1:3100');
  });

  it('adds no origin to a request that had none (a plain GET)', () => {
    const request = new FakeRequest();

    proxyHook()(request);

    expect(request.getHeader('origin')).toBeUndefined();
  });
});

describe('devPortVariable', () => {
  it('names the dev port after the app as infra/registry names its port', () => {
    expect(devPortVariable('mf-catalog')).toBe('CATALOG_DEV_PORT');
    expect(devPortVariable('mf-checkout')).toBe('CHECKOUT_DEV_PORT');
    expect(devPortVariable('shell')).toBe('SHELL_DEV_PORT');
  });
});
