import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import { hydrateInSlices } from './hydrate';
import { HydrateWhenNear } from './hydrate-when-near';
import { ServerQueriesContext, type ServerQueries } from './server-state';
import { setPageLanguage } from './testing/i18n';
import { unstubAllGlobals } from './testing/stub-global';
import { stubIntersectionObserver, type ViewportStub } from './testing/stub-intersection-observer';

// Hydration here runs on the real scheduler, not inside act(), as it does in the page.
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
const WORDS = { ar: { test: { milk: 'حليب' } }, en: { test: { milk: 'Milk' } } };
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  await setPageLanguage(WORDS, 'ar');
});
beforeEach(() => i18next.changeLanguage('ar'));
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

// The viewport, as far as the parts are concerned: `intersect(element)` is what scrolling close to it does.
let viewport: ViewportStub;
beforeEach(() => {
  viewport = stubIntersectionObserver();
});
afterEach(() => unstubAllGlobals());

/** A product card's control: counts its clicks once it is live. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <button type="button" data-live={live} onClick={() => setCount((value) => value + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

function Page({ parts = ['B', 'C'] }: { parts?: string[] }) {
  return (
    <main>
      <Counter name="A" />
      {parts.map((name) => (
        <HydrateWhenNear key={name} data-testid={`part-${name}`}>
          <Counter name={name} />
        </HydrateWhenNear>
      ))}
    </main>
  );
}

const serverQueries: ServerQueries = { read: () => undefined };

const inRouter = (page: ReactNode) => <MemoryRouter initialEntries={['/']}>{page}</MemoryRouter>;

function serverHtml(page: ReactNode = <Page />): string {
  return renderToString(<ServerQueriesContext.Provider value={serverQueries}>{inRouter(page)}</ServerQueriesContext.Provider>);
}

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  document.body.innerHTML = '';
});

function hydrated(page: ReactNode = <Page />) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(page);
  document.body.append(container);
  const root = hydrateInSlices(container, inRouter(page));
  mounted.push(() => root.unmount());
  return {
    root,
    cleanup() {
      root.unmount();
      container.remove();
    },
  };
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });
const live = (name: string) => button(name).getAttribute('data-live') === 'true';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

/** A part with words in the page's language. */
function Word() {
  const { t } = useTranslation('test');
  return <p>{t('milk')}</p>;
}

/** Reads the router's location, as a card's links do, and shows it only outside the parts. */
function Located({ name, shown = false }: { name: string; shown?: boolean }) {
  const { search } = useLocation();
  return <p>{shown ? `${name} at ${search || 'first'}` : name}</p>;
}

function NextPage() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('?page=2')}>
      next
    </button>
  );
}

function LocatedPage() {
  return (
    <>
      <Counter name="A" />
      <NextPage />
      <Located name="page" shown />
      <HydrateWhenNear data-testid="part-B">
        <Located name="B" />
        <Counter name="B" />
      </HydrateWhenNear>
    </>
  );
}

describe('HydrateWhenNear', () => {
  it('renders its content on the server, in the page as it would be without it', () => {
    const html = serverHtml();
    expect(html).toContain('B 0');
    expect(html).toContain('C 0');
    expect(html).toMatch(/<div data-testid="part-B">.*<button[^>]*>B 0<\/button>.*<\/div>/);
  });

  it('leaves a part of the server HTML as it is until the shopper comes near it, then brings the same nodes to life', async () => {
    const page = hydrated();
    const [serverB, serverC] = [button('B'), button('C')];
    await waitFor(() => expect(live('A')).toBe(true));
    // the rest of the page is live, the parts are the server's HTML still, in view and readable
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live('B')).toBe(false);
    expect(live('C')).toBe(false);
    expect(viewport.watched().length).toBe(2);

    viewport.intersect(screen.getByTestId('part-B'));
    await waitFor(() => expect(live('B')).toBe(true));
    expect(button('B')).toBe(serverB);
    expect(live('C')).toBe(false);
    expect(button('C')).toBe(serverC);
    expect(viewport.watched().length).toBe(1);
    page.cleanup();
  });

  it('comes to life when the shopper uses it before coming near it, and the click counts', async () => {
    const page = hydrated();
    await waitFor(() => expect(live('A')).toBe(true));
    // a tap: the pointer goes down, then the click follows in a later task
    button('C').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    button('C').click();
    await waitFor(() => expect(button('C')).toHaveTextContent('C 1'));
    expect(live('C')).toBe(true);
    expect(live('B')).toBe(false);
    page.cleanup();
  });

  it('comes to life when focus moves into it from the keyboard', async () => {
    const page = hydrated();
    await waitFor(() => expect(live('A')).toBe(true));
    button('B').focus();
    await waitFor(() => expect(live('B')).toBe(true));
    expect(button('B')).toHaveFocus();
    page.cleanup();
  });

  it('renders at once when the browser renders the page itself, watching nothing', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(inRouter(<Page />));
    await waitFor(() => expect(live('C')).toBe(true));
    expect(live('B')).toBe(true);
    expect(viewport.watched().length).toBe(0);
    root.unmount();
    container.remove();
  });

  it('shows a part added after hydration at once, while an earlier part still waits', async () => {
    // The content of each part is the same element from render to render, as a memoised grid's cards are.
    const content = { B: <Counter name="B" />, D: <Counter name="D" /> };
    const parts = (names: ('B' | 'D')[]) => (
      <main>
        <Counter name="A" />
        {names.map((name) => (
          <HydrateWhenNear key={name} data-testid={`part-${name}`}>
            {content[name]}
          </HydrateWhenNear>
        ))}
      </main>
    );
    const page = hydrated(parts(['B']));
    await waitFor(() => expect(live('A')).toBe(true));
    page.root.render(inRouter(parts(['B', 'D'])));
    await waitFor(() => expect(live('D')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live('B')).toBe(false);
    viewport.intersect(screen.getByTestId('part-B'));
    await waitFor(() => expect(live('B')).toBe(true));
    page.cleanup();
  });

  it('renders a waiting part anew in the browser when its content changes before it hydrates, never leaving it blank', async () => {
    const page = hydrated(<Page parts={['B']} />);
    await waitFor(() => expect(live('A')).toBe(true));
    page.root.render(inRouter(<Page parts={['B']} />));
    await waitFor(() => expect(live('B')).toBe(true));
    expect(button('B')).toHaveTextContent('B 0');
    expect(viewport.watched().length).toBe(0);
    page.cleanup();
  });
  it('lets a navigation (a transition) go through with a part still waiting, and brings the part to life', async () => {
    const page = hydrated(<LocatedPage />);
    await waitFor(() => expect(live('A')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live('B')).toBe(false);
    screen.getByRole('button', { name: 'next' }).click();
    await waitFor(() => expect(screen.getByText('page at ?page=2')).toBeInTheDocument());
    await waitFor(() => expect(live('B')).toBe(true));
    expect(viewport.watched().length).toBe(0);
    page.cleanup();
  });
  it('shows a part still waiting in the new language when the shopper switches language', async () => {
    const page = hydrated(
      <>
        <Counter name="A" />
        <HydrateWhenNear data-testid="part-B">
          <Word />
          <Counter name="B" />
        </HydrateWhenNear>
      </>,
    );
    await waitFor(() => expect(live('A')).toBe(true));
    expect(screen.getByText('حليب')).toBeInTheDocument();
    await i18next.changeLanguage('en');
    await waitFor(() => expect(screen.getByText('Milk')).toBeInTheDocument());
    expect(screen.queryByText('حليب')).not.toBeInTheDocument();
    page.cleanup();
  });
});
