import { waitFor, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppStatus, start } from 'single-spa';
import { testI18n } from '../test/render';
import { dropServerRenderedAreasLeft, fallbackLifecycles, guardLifecycles, loadRemoteApp, registerRemoteApps } from './register-remote-apps';
import { REMOTE_INTEGRITY, type RemoteRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const REMOTES = ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'] as const;

/** A remote's `./app` as the federation runtime hands it over: single-spa lifecycles drawing into the area. */
function remoteApp(heading: string, overrides: Partial<Record<'bootstrap' | 'mount' | 'unmount', () => Promise<void>>> = {}) {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.insertAdjacentHTML('beforeend', `<h1 data-remote-root>${heading}</h1>`);
    }),
    unmount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.querySelector('[data-remote-root]')?.remove();
    }),
    ...overrides,
  };
}

const area = (remote: string) => document.getElementById(`area-${remote}`) as HTMLElement;
const props = (remote: string) => ({ domElement: area(remote), loadFragment: jest.fn() });
const fallbackHeading = (remote: string, name = 'This part of the store is not available right now') =>
  within(area(remote)).findByRole('heading', { name });

/** single-spa lifecycles may be one function or an array. */
async function mount(app: Awaited<ReturnType<typeof loadRemoteApp>>, remote: string) {
  for (const fn of [app.mount].flat()) await fn({ ...props(remote), name: remote, singleSpa: {}, mountParcel: jest.fn() } as never);
}

const page = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let logged: ReturnType<typeof jest.spyOn>;

beforeEach(async () => {
  // The shell renders its fallbacks in roots of their own, outside act, as on the page.
  page.IS_REACT_ACT_ENVIRONMENT = false;
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = `<header>Souq Grocery</header><main>${REMOTES.map((r) => `<div id="area-${r}"></div>`).join('')}</main>`;
  await testI18n.changeLanguage('en');
});

afterEach(() => {
  page.IS_REACT_ACT_ENVIRONMENT = true;
  logged.mockRestore();
  jest.mocked(loadRemote).mockReset();
});

describe('fallbackLifecycles', () => {
  it('shows the translated fallback in the remote area and removes it on unmount', async () => {
    const fallback = fallbackLifecycles('mf-cart');

    await fallback.mount(props('mf-cart'));
    expect(await fallbackHeading('mf-cart')).toBeInTheDocument();
    expect(within(area('mf-cart')).getByRole('alert')).toHaveTextContent('Cart — The rest of the store still works.');

    await fallback.unmount(props('mf-cart'));
    expect(area('mf-cart')).toBeEmptyDOMElement();
  });

  it('speaks Arabic when the page does', async () => {
    await testI18n.changeLanguage('ar');

    await fallbackLifecycles('mf-checkout').mount(props('mf-checkout'));

    expect(await fallbackHeading('mf-checkout', 'هذا الجزء من المتجر غير متاح حالياً')).toBeInTheDocument();
    expect(within(area('mf-checkout')).getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
  });
});

describe('guardLifecycles', () => {
  it("runs a healthy remote's lifecycles, one function or an array", async () => {
    const app = remoteApp('Your cart');
    const guarded = guardLifecycles('mf-cart', { ...app, mount: [app.mount] });

    await guarded.bootstrap(props('mf-cart'));
    await guarded.mount(props('mf-cart'));
    expect(within(area('mf-cart')).getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();

    await guarded.unmount(props('mf-cart'));
    expect(app.unmount).toHaveBeenCalledTimes(1);
    expect(area('mf-cart')).toBeEmptyDOMElement();
  });

  it('shows the fallback when mount throws, and unmounts the fallback rather than the broken app', async () => {
    const app = remoteApp('Your cart', { mount: jest.fn().mockRejectedValue(new TypeError('root is null')) });
    const guarded = guardLifecycles('mf-cart', app);

    await guarded.bootstrap(props('mf-cart'));
    await expect(guarded.mount(props('mf-cart'))).resolves.toBeUndefined();
    expect(await fallbackHeading('mf-cart')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[shell] mf-cart failed to mount', expect.any(TypeError));

    await guarded.unmount(props('mf-cart'));
    expect(app.unmount).not.toHaveBeenCalled();
    expect(area('mf-cart')).toBeEmptyDOMElement();
  });

  it('never mounts a remote whose bootstrap threw; its area shows the fallback', async () => {
    const app = remoteApp('Checkout', { bootstrap: jest.fn().mockRejectedValue(new Error('i18n bundle missing')) });
    const guarded = guardLifecycles('mf-checkout', app);

    await expect(guarded.bootstrap(props('mf-checkout'))).resolves.toBeUndefined();
    await guarded.mount(props('mf-checkout'));

    expect(app.mount).not.toHaveBeenCalled();
    expect(await fallbackHeading('mf-checkout')).toBeInTheDocument();
  });
});

describe('loadRemoteApp', () => {
  const registry: RemoteRegistry = {
    environment: 'test',
    remotes: { 'mf-cart': { version: 'v3', manifest: 'http://127.0.0.1:3002/v3/mf-manifest.json' } },
  };

  it('answers the fallback at once for a remote the registry does not list', async () => {
    const app = await loadRemoteApp('mf-account', registry);

    expect(loadRemote).not.toHaveBeenCalled();
    await mount(app, 'mf-account');
    expect(await fallbackHeading('mf-account')).toBeInTheDocument();
  });

  it('shows a placeholder while loading and the fallback when ./app cannot be loaded', async () => {
    let fail: (error: Error) => void = () => undefined;
    jest.mocked(loadRemote).mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));

    const loading = loadRemoteApp('mf-cart', registry);
    await waitFor(() => expect(area('mf-cart').querySelector('[aria-hidden="true"]')).not.toBeNull());
    fail(new Error('RUNTIME-008: Failed to load script resources'));
    const app = await loading;

    expect(loadRemote).toHaveBeenCalledWith('mf_cart/app');
    expect(area('mf-cart')).toBeEmptyDOMElement();
    await mount(app, 'mf-cart');
    expect(await fallbackHeading('mf-cart')).toBeInTheDocument();
  });

  it('treats a module without single-spa lifecycles as broken', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });

    const app = await loadRemoteApp('mf-cart', registry);
    await mount(app, 'mf-cart');

    expect(await fallbackHeading('mf-cart')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[shell] could not load mf-cart', expect.objectContaining({ message: 'mf-cart/app does not export single-spa lifecycles' }));
  });
});

describe('registerRemoteApps with single-spa', () => {
  it('gives a remote that fails to load, or whose mount throws, the fallback in its area while the others keep working', async () => {
    const catalog = remoteApp('Fresh every morning');
    const account = remoteApp('Help', { mount: jest.fn().mockRejectedValue(new Error('profile query failed')) });
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'mf_catalog/app') return catalog;
      if (id === 'mf_account/app') return account;
      throw new Error(`RUNTIME-008: Failed to load script resources of ${id}`);
    });
    const manifest = (port: number) => ({ version: 'v1', manifest: `http://127.0.0.1:${port}/v1/mf-manifest.json` });
    const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', entry: 'sha384-ZW50cnk=' };
    const digestsWhenRegistered: unknown[] = [];
    jest.mocked(registerRemotes).mockImplementationOnce(() => {
      digestsWhenRegistered.push((globalThis as Record<symbol, unknown>)[REMOTE_INTEGRITY]);
    });
    registerRemoteApps({ environment: 'test', remotes: { 'mf-catalog': { ...manifest(3001), integrity }, 'mf-cart': manifest(3002), 'mf-account': manifest(3004) } });
    // the federation runtime has the recorded digests before it requests any remote file
    expect(digestsWhenRegistered).toEqual([
      { 'http://127.0.0.1:3001/v1/mf-manifest.json': integrity.manifest, 'http://127.0.0.1:3001/v1/remoteEntry.js': integrity.entry },
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_catalog', entry: 'http://127.0.0.1:3001/v1/mf-manifest.json' },
      { name: 'mf_cart', entry: 'http://127.0.0.1:3002/v1/mf-manifest.json' },
      { name: 'mf_account', entry: 'http://127.0.0.1:3004/v1/mf-manifest.json' },
    ]);

    history.replaceState(null, '', '/');
    start({ urlRerouteOnly: true });
    expect(await within(area('mf-catalog')).findByRole('heading', { name: 'Fresh every morning' })).toBeInTheDocument();

    // The cart's origin is down: its area says so, the catalog steps aside as it should.
    history.pushState(null, '', '/cart');
    expect(await fallbackHeading('mf-cart')).toBeInTheDocument();
    await waitFor(() => expect(getAppStatus('mf-catalog')).toBe('NOT_MOUNTED'));
    expect(area('mf-catalog')).toBeEmptyDOMElement();

    // The account's code loads but its mount throws.
    history.pushState(null, '', '/help');
    expect(await fallbackHeading('mf-account')).toBeInTheDocument();
    await waitFor(() => expect(area('mf-cart')).toBeEmptyDOMElement());

    // A remote with no registry entry at all.
    history.pushState(null, '', '/checkout/address');
    expect(await fallbackHeading('mf-checkout')).toBeInTheDocument();

    // The rest of the store still works: back home, the catalog mounts again.
    history.pushState(null, '', '/');
    expect(await within(area('mf-catalog')).findByRole('heading', { name: 'Fresh every morning' })).toBeInTheDocument();
    expect(catalog.mount).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(area('mf-checkout')).toBeEmptyDOMElement());
    expect(document.querySelector('header')).toHaveTextContent('Souq Grocery');
  });
});

describe('dropServerRenderedAreasLeft', () => {
  it('empties an area the server rendered once the shopper heads for another remote\'s page, and keeps the one still shown', () => {
    document.body.innerHTML =
      '<div id="area-mf-catalog" data-server-rendered="mf-catalog"><h1>Dairy &amp; Eggs</h1></div>' +
      '<script type="application/json" id="server-state-mf-catalog">{}</script>' +
      '<div id="area-mf-cart"></div>';
    dropServerRenderedAreasLeft('/category/dairy-eggs');
    expect(document.getElementById('area-mf-catalog')).toHaveTextContent('Dairy & Eggs');

    dropServerRenderedAreasLeft('/cart');
    const catalog = document.getElementById('area-mf-catalog')!;
    expect(catalog).toBeEmptyDOMElement();
    expect(catalog).not.toHaveAttribute('data-server-rendered');
    expect(document.getElementById('server-state-mf-catalog')).toBeNull();
    document.body.innerHTML = '';
  });
});
