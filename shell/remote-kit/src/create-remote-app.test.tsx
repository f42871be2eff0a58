import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import React from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Subject } from 'rxjs';
import { Button } from 'design-system';
import { getEventBus, SHARED_EVENTS_COPY } from 'shared-events';
import { probeSharedLibraries } from './runtime-record';
import { createRemoteApp, type AreaProps } from './create-remote-app';
import { KIT_RESOURCES } from './kit-resources';
import { addResources, loadLanguage, type Resources } from './resources';
import { resourceLoadersOf } from './testing/i18n';
import { RemoteRoot } from './remote-root';
import { SERVER_RENDERED_ATTRIBUTE, serverStateId, type ServerState } from './server-state';

const cartResources: Resources = {
  ar: { cart: { title: 'سلة التسوق' } },
  en: { cart: { title: 'Your cart' } },
};

function CartPage() {
  const { t } = useTranslation('cart');
  return <h1>{t('title')}</h1>;
}

function BrokenCheckout(): never {
  throw new Error('checkout session is undefined');
}

type Lifecycle = (props: AreaProps) => Promise<unknown>;
const run = async (fns: unknown, props: AreaProps) => {
  for (const fn of fns as Lifecycle[]) await fn(props);
};
const cleanups: (() => Promise<void>)[] = [];

// The GraphQL provider's chunk: records when it is first loaded (jest evaluates a mocked module on
// its first import), without Apollo.
const mockSteps: string[] = [];
jest.mock('./graphql/graphql-provider', () => {
  mockSteps.push('graphql client loaded');
  return { __esModule: true, default: ({ children }: { children: unknown }) => children };
});

/**
 * Mounts a remote the way the shell does: bootstrap, then mount into the remote's own area. The
 * lifecycles resolve only once React has committed, which act() would hold back until they resolve;
 * so these tests run outside act, as on the page, and wait for what a shopper sees.
 */
async function mountRemote(name: string, Root: React.ComponentType, resources: Resources = { ar: {}, en: {} }) {
  const domElement = document.createElement('div');
  domElement.id = `area-${name}`;
  domElement.dataset.testid = `area-${name}`;
  document.body.appendChild(domElement);
  const app = createRemoteApp({ name, resources: resourceLoadersOf(resources), Root });
  const props = { name, domElement };
  await run(app.bootstrap, props);
  await run(app.mount, props);
  let mounted = true;
  const unmount = async () => {
    if (mounted) await run(app.unmount, props);
    mounted = false;
  };
  cleanups.push(unmount);
  return { area: within(domElement), unmount };
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'ar',
    fallbackLng: 'ar',
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // On the page these come from the shell's common namespace; remote-kit's copy carries the same keys.
  addResources(i18next, KIT_RESOURCES);
});

const page = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let logged: ReturnType<typeof jest.spyOn>;
beforeEach(async () => {
  page.IS_REACT_ACT_ENVIRONMENT = false;
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await i18next.changeLanguage('ar');
});
afterEach(async () => {
  for (const unmount of cleanups.splice(0)) await unmount();
  page.IS_REACT_ACT_ENVIRONMENT = true;
  logged.mockRestore();
  document.body.innerHTML = '';
});

describe('a remote that throws while rendering', () => {
  it('shows the translated fallback in its own area while the neighbouring remote keeps working', async () => {
    const cart = await mountRemote('mf-cart', CartPage, cartResources);
    const checkout = await mountRemote('mf-checkout', BrokenCheckout);

    const fallback = checkout.area.getByRole('alert');
    expect(within(fallback).getByRole('heading', { name: 'هذا الجزء من المتجر غير متاح حالياً' })).toBeInTheDocument();
    expect(fallback).toHaveTextContent('إتمام الطلب — بقية المتجر تعمل بشكل طبيعي.');
    expect(within(fallback).getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
    expect(cart.area.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeInTheDocument();
    expect(cart.area.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[mf-checkout] crashed', expect.any(Error), expect.any(String));
  });

  it('shows the fallback in English after the language switches', async () => {
    const checkout = await mountRemote('mf-checkout', BrokenCheckout);

    await i18next.changeLanguage('en');

    await waitFor(() =>
      expect(checkout.area.getByRole('heading', { name: 'This part of the store is not available right now' })).toBeInTheDocument(),
    );
    expect(checkout.area.getByRole('alert')).toHaveTextContent('Checkout — The rest of the store still works.');
    expect(checkout.area.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('leaves an empty area behind when it unmounts', async () => {
    const checkout = await mountRemote('mf-checkout', BrokenCheckout);

    await checkout.unmount();

    expect(checkout.area.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('area-mf-checkout')).toBeEmptyDOMElement();
  });
});

describe('createRemoteApp', () => {
  it("registers the team's translations in the page's language at bootstrap, and the other language when the page switches to it", async () => {
    function PantryPage() {
      const { t } = useTranslation('pantry');
      return <h1>{t('title')}</h1>;
    }
    const pantry = await mountRemote('mf-pantry', PantryPage, { ar: { pantry: { title: 'المؤونة' } }, en: { pantry: { title: 'Pantry' } } });

    expect(pantry.area.getByRole('heading', { level: 1, name: 'المؤونة' })).toBeInTheDocument();
    expect(i18next.getResource('en', 'pantry', 'title')).toBeUndefined();

    await loadLanguage(i18next, 'en');
    await i18next.changeLanguage('en');

    await waitFor(() => expect(pantry.area.getByRole('heading', { level: 1, name: 'Pantry' })).toBeInTheDocument());
  });

  it('records the singletons it received, including which copy of shared-events it runs', async () => {
    await mountRemote('mf-cart', CartPage, cartResources);

    const runtime = (globalThis as unknown as { __STOREFRONT_RUNTIME__: Record<string, Record<string, unknown>> }).__STOREFRONT_RUNTIME__;
    const record = runtime['mf-cart'] ?? {};
    expect(Object.keys(record).sort()).toEqual(['bus', 'i18next', 'probe', 'react', 'sharedEventsCopy', 'styled']);
    expect(record.probe).toBe(probeSharedLibraries);
    expect(record.react).toBe(React);
    expect(record.styled).toBe(styled);
    expect(record.i18next).toBe(i18next);
    expect(record.bus).toBe(getEventBus());
    expect(record.sharedEventsCopy).toBe(SHARED_EVENTS_COPY);
    expect(SHARED_EVENTS_COPY).toMatch(/^shared-events#\d+$/);
  });

  it('starts downloading the page\'s code, and the GraphQL client on a page that reads GraphQL, as it starts and before the page renders', async () => {
    mockSteps.length = 0;
    function OffersPage() {
      mockSteps.push('page rendered');
      return <h1>العروض</h1>;
    }
    const cachePolicy = { domain: 'offers', typePolicies: {} };
    const start = async (path: string) => {
      window.history.replaceState(null, '', path);
      const name = `mf-offers${path.replace('/', '-')}`;
      const domElement = document.createElement('div');
      domElement.id = `area-${name}`;
      document.body.appendChild(domElement);
      const app = createRemoteApp({
        name,
        resources: resourceLoadersOf({ ar: {}, en: {} }),
        Root: OffersPage,
        cachePolicy,
        readsGraphQL: (pathname) => pathname === '/offers',
        preloadPage: (pathname) => void mockSteps.push(`page code for ${pathname}`),
      });
      const props = { name, domElement };
      await run(app.bootstrap, props);
      await run(app.mount, props);
      cleanups.push(() => run(app.unmount, props));
      await within(domElement).findByRole('heading', { level: 1 });
    };
    try {
      const before = (step: string) => mockSteps.indexOf(step) >= 0 && mockSteps.indexOf(step) < mockSteps.indexOf('page rendered');
      await start('/help');
      expect(before('page code for /help')).toBe(true);
      // asked once per start: the first mount follows the bootstrap that asked
      expect(mockSteps.filter((step) => step === 'page code for /help')).toHaveLength(1);
      expect(mockSteps).not.toContain('graphql client loaded');

      mockSteps.length = 0;
      await start('/offers');
      expect(before('page code for /offers')).toBe(true);
      expect(before('graphql client loaded')).toBe(true);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('loads the later-used shared libraries only when probed, the same instances the remote imports', async () => {
    const identities = await probeSharedLibraries();
    expect(identities.rxjs).toBe(Subject);
    expect(identities['design-system']).toBe(Button);
    expect(identities['react-router-dom']).toBe(Link);
  });
});

describe('a remote whose area the server rendered', () => {
  const Counter = styled(Button)`
    margin-left: 4px;
  `;

  function Shelf() {
    const { t } = useTranslation('cart');
    const [count, setCount] = React.useState(0);
    return (
      <section>
        <h1>{t('title')}</h1>
        <Counter onClick={() => setCount((value) => value + 1)}>
          {count}
        </Counter>
      </section>
    );
  }

  it('hydrates the HTML in place with the answers the render read, and renders anew on its next mount', async () => {
    addResources(i18next, cartResources);
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    domElement.innerHTML = renderToString(
      <RemoteRoot name="mf-shelf" location="/">
        <Shelf />
      </RemoteRoot>,
    );
    domElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'mf-shelf');
    const stateElement = document.createElement('script');
    stateElement.type = 'application/json';
    stateElement.id = serverStateId('mf-shelf');
    stateElement.textContent = JSON.stringify({ light: [['key', { shelf: 'milk' }]] });
    document.body.appendChild(stateElement);
    const heading = domElement.querySelector('h1');
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error);
    window.addEventListener('error', onError);

    const taken: ServerState[] = [];
    const app = createRemoteApp({ name: 'mf-shelf', resources: resourceLoadersOf(cartResources), Root: Shelf, hydrateState: (state) => taken.push(state) });
    const props = { name: 'mf-shelf', domElement };
    await run(app.bootstrap, props);
    await run(app.mount, props);

    // hydrated: the server's nodes came to life, nothing was rendered a second time
    await userEvent.click(within(domElement).getByRole('button', { name: '0' }));
    expect(within(domElement).getByRole('button', { name: '1' })).toBeInTheDocument();
    expect(domElement.querySelector('h1')).toBe(heading);
    expect(domElement.querySelectorAll('h1')).toHaveLength(1);
    expect(taken).toEqual([{ light: [['key', { shelf: 'milk' }]] }]);
    expect(document.getElementById(serverStateId('mf-shelf'))).toBeNull();
    expect(domElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    expect(reported).toEqual([]);
    expect(logged).not.toHaveBeenCalled();

    // the next mount (the shopper left and came back) renders as any browser-only mount does
    await run(app.unmount, props);
    await run(app.mount, props);
    expect(within(domElement).getByRole('heading', { level: 1, name: 'سلة التسوق' })).not.toBe(heading);
    expect(taken).toHaveLength(1);
    await run(app.unmount, props);
    window.removeEventListener('error', onError);
  });
});
