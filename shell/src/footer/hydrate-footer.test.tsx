import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import type * as ReactDomClient from 'react-dom/client';
import type * as RemoteKit from 'remote-kit';
import { SERVER_RENDERED_ATTRIBUTE, serverStateId } from 'remote-kit';
import type * as CategoriesApi from '../categories/categories-api';
import { i18nOptions } from '../i18n/i18n';
import { SHELL_RESOURCES } from '../i18n/resources';
import type { FooterLists } from './footer';
import { FooterRoot } from './footer-root';
import { hydrateFooterWhenNear, SERVER_FOOTER } from './hydrate-footer';

const mockFetched = jest.fn();
jest.mock('../categories/categories-api', () => ({
  ...jest.requireActual<typeof CategoriesApi>('../categories/categories-api'),
  fetchLeadCategories: () => mockFetched('lead') ?? Promise.resolve([]),
  fetchPrimeTypes: () => mockFetched('types') ?? Promise.resolve([]),
  fetchPrimeBrands: () => mockFetched('brands') ?? Promise.resolve([]),
}));

// Every root the footer creates, so a test can wait for its hydration to be committed and the next
// test starts with none still rendering (hydration runs in slices, across the test's end otherwise).
const mockRoots: ReactDomClient.Root[] = [];
jest.mock('remote-kit', () => {
  const actual = jest.requireActual<typeof RemoteKit>('remote-kit');
  return {
    ...actual,
    hydrateInSlices: (...args: Parameters<typeof actual.hydrateInSlices>) => {
      const root = actual.hydrateInSlices(...args);
      mockRoots.push(root);
      return root;
    },
  };
});
jest.mock('react-dom/client', () => {
  const actual = jest.requireActual<typeof ReactDomClient>('react-dom/client');
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      const root = actual.createRoot(...args);
      mockRoots.push(root);
      return root;
    },
  };
});

/**
 * Whether the footer's hydration has been committed: its server markup taken over, or rendered anew
 * after a mismatch, with the mismatch already reported. React exposes no public signal for it, so
 * this reads the root's own state.
 */
function hydrationCommitted(): boolean {
  const root = mockRoots.at(-1) as unknown as { _internalRoot?: { current: { memoizedState?: { isDehydrated?: boolean } } } } | undefined;
  return root?._internalRoot?.current.memoizedState?.isDehydrated === false;
}

const LISTS: FooterLists = {
  lead: [
    {
      id: 'c1',
      slug: 'dairy-eggs',
      name: 'Dairy & Eggs',
      arName: 'الألبان والبيض',
      children: [{ id: 'c2', slug: 'milk', name: 'Milk', arName: 'حليب', children: [] }],
    },
  ],
  types: [{ id: 't1', slug: 'dates', name: 'Dates', arName: 'تمور' }],
  brands: [{ id: 'b1', slug: 'almarai', name: 'Almarai', arName: 'المراعي' }],
};

/** An IntersectionObserver the test drives: `reach()` tells every observer its element came near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  static reach() {
    for (const observer of FakeObserver.all) {
      if (observer.disconnected) continue;
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

/** The page as the gateway sends it: the footer's server render, marked, with its lists beside it. */
function serverPage(lists: unknown = LISTS): HTMLElement {
  const element = document.createElement('div');
  element.id = 'shell-footer';
  element.innerHTML = renderToString(
    <I18nextProvider i18n={i18next}>
      <StaticRouter location="/category/dairy-eggs">
        <FooterRoot lists={LISTS} />
      </StaticRouter>
    </I18nextProvider>,
  );
  element.setAttribute(SERVER_RENDERED_ATTRIBUTE, SERVER_FOOTER);
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = serverStateId(SERVER_FOOTER);
  state.textContent = JSON.stringify({ lists });
  document.body.append(element, state);
  return element;
}

const hydrated = (element: HTMLElement) => Object.keys(element).some((key) => key.startsWith('__reactContainer'));

/** Waits until the footer is a live React tree, its hydration finished and committed. */
async function untilHydrated(element: HTMLElement) {
  await waitFor(() => expect(hydrated(element) && hydrationCommitted()).toBe(true));
}

describe('hydrateFooterWhenNear', () => {
  let errors: jest.SpyInstance;

  beforeEach(async () => {
    // The footer's roots are created when a dynamic import resolves, as in the browser, not inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await i18next.use(initReactI18next).init({ ...i18nOptions('ar'), resources: SHELL_RESOURCES });
    await i18next.changeLanguage('ar');
    window.history.replaceState(null, '', '/category/dairy-eggs');
    FakeObserver.all = [];
    Object.assign(globalThis, { IntersectionObserver: FakeObserver });
    errors = jest.spyOn(console, 'error');
    mockFetched.mockClear();
  });

  afterEach(() => {
    for (const root of mockRoots.splice(0)) root.unmount();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.replaceChildren();
    jest.restoreAllMocks();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('leaves a footer the server did not render to the frame', () => {
    const element = document.createElement('div');
    document.body.append(element);

    expect(hydrateFooterWhenNear(element)).toBe(false);
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('keeps the server markup untouched until the shopper comes near, then hydrates it in place without fetching', async () => {
    const element = serverPage();
    const heading = element.querySelector('h2');

    expect(hydrateFooterWhenNear(element)).toBe(true);
    // taken: the mark and the answers are gone, so nothing waits for them, but nothing has run yet
    expect(element.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    expect(document.getElementById(serverStateId(SERVER_FOOTER))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hydrated(element)).toBe(false);
    expect(within(element).getByRole('link', { name: 'المراعي' })).toHaveAttribute('href', '/brands/almarai');

    FakeObserver.reach();
    await untilHydrated(element);

    // the same nodes came to life: a footer link now navigates in the page
    expect(element.querySelector('h2')).toBe(heading);
    expect(element.querySelectorAll('footer')).toHaveLength(1);
    await userEvent.click(within(element).getByRole('link', { name: 'حليب' }));
    expect(window.location.pathname).toBe('/category/dairy-eggs/milk');
    expect(FakeObserver.all.every((observer) => observer.disconnected)).toBe(true);
    expect(mockFetched).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates at once when the shopper tabs into it', async () => {
    const element = serverPage();
    hydrateFooterWhenNear(element);

    within(element).getByRole('link', { name: 'تمور' }).focus();

    await untilHydrated(element);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders anew in the new language when the language changes before it came near', async () => {
    const element = serverPage();
    hydrateFooterWhenNear(element);

    await i18next.changeLanguage('en');

    await waitFor(() => expect(within(element).getByRole('link', { name: 'Almarai' })).toBeInTheDocument());
    expect(within(element).getByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'المراعي' })).toBeNull();
    expect(element.querySelectorAll('footer')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('drops a server render whose lists did not arrive whole, so the frame renders the footer itself', () => {
    const element = serverPage({ lead: [], types: 'not a list' });

    expect(hydrateFooterWhenNear(element)).toBe(false);
    expect(element.childElementCount).toBe(0);
  });
});
