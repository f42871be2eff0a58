// Renders catalog components as the app does: i18next with the catalog's strings, the design
// system, a router at `path`, and a fragment loader standing in for the shell's.
import { act, render, within } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from 'design-system';
import { addResources, FragmentLoaderContext, type LoadFragment } from 'remote-kit';
import { setPageLanguage, stubGlobal, stubIntersectionObserver as stubViewport, type ViewportStub } from 'remote-kit/testing';
import { resources } from './resources';
import { type ProductCardData } from './shared/product-fields';
import { clearLightCache } from './shared/light-query';
import type { TypedDocumentString } from './generated/light/graphql';

// the frame's own strings the catalog's fallbacks show
const FRAME_COPY = {
  ar: { common: { remote_unavailable_title: 'هذا الجزء غير متاح', not_found_title: 'الصفحة غير موجودة' } },
  en: { common: { remote_unavailable_title: 'This part of the store is not available right now', not_found_title: 'Page not found' } },
};

export async function initTestI18n(language: 'ar' | 'en' = 'en') {
  await setPageLanguage(resources, language);
  addResources(i18next, FRAME_COPY);
}

/**
 * One answer of the API to the light reader: the question (a light document and its exact variables)
 * and what comes back — a GraphQL body (`result`, with a `status` when not 200) or no answer at all
 * (`error`, as when the network is down).
 */
export interface LightAnswer {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document of the catalog's light set
  request: { query: TypedDocumentString<any, any>; variables: object };
  result?: { data?: unknown; errors?: unknown[] };
  status?: number;
  error?: Error;
}

/** JSON with its keys in order, so two variables objects compare by value. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

const operationOf = (query: string) => /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';

/**
 * The API as the light reader meets it (fetch to /graphql), answering from `answers`: each answer once,
 * the first unused one whose operation and variables match the request, in order, so a question asked
 * twice can fail and then succeed. A question with no answer left fails the request, naming it.
 * Empties the light reader's cache; unstubAllGlobals() restores fetch.
 */
export function stubLightApi(answers: readonly LightAnswer[]) {
  clearLightCache();
  const left = answers.map((answer) => ({
    answer,
    operation: operationOf(answer.request.query.toString()),
    variables: canonical(answer.request.variables),
  }));
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    const question = { operation: operationOf(query), variables: canonical(variables ?? {}) };
    const index = left.findIndex((entry) => entry.operation === question.operation && entry.variables === question.variables);
    if (index < 0) throw new TypeError(`no answer for ${question.operation} ${question.variables}`);
    const { answer } = left.splice(index, 1)[0]!;
    if (answer.error) throw answer.error;
    return new Response(JSON.stringify(answer.result ?? {}), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The current location, printed for assertions on the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderCatalog(
  ui: ReactElement,
  { path = '/', route = '*', loadFragment }: { path?: string; route?: string; loadFragment?: LoadFragment } = {},
) {
  // Other teams' fragments render nothing unless a test supplies them.
  const load: LoadFragment = loadFragment ?? (() => Promise.resolve({ default: () => null }));
  const wrap = (element: ReactElement) => (
    <DesignSystemProvider dir={i18next.dir(i18next.language)}>
      <FragmentLoaderContext.Provider value={load}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </FragmentLoaderContext.Provider>
    </DesignSystemProvider>
  );
  const result = render(wrap(ui));
  /** Renders new props into the same providers and router. */
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

export function makeProduct(index: number, overrides: Partial<ProductCardData> = {}) {
  return {
    __typename: 'Product' as const,
    id: String(index),
    slug: `product-${index}`,
    name: `Product ${index}`,
    arName: `منتج ${index}`,
    image: `/images/products/product-${index}.svg`,
    priceHalalas: 1000,
    sellingPriceHalalas: 1000,
    maxOrder: 10,
    stockAvailable: 50,
    available: true,
    weight: 1,
    weightType: 'l',
    sellerCount: 3,
    ...overrides,
  };
}

/** remote-kit's stand-in IntersectionObserver, whose reports React handles inside act(). */
export function stubIntersectionObserver(): ViewportStub {
  const viewport = stubViewport();
  return {
    ...viewport,
    intersect(element: Element, isIntersecting = true) {
      act(() => viewport.intersect(element, isIntersecting));
    },
  };
}

/** The headings in document order as [level, name], for checking the page's outline. */
export function headingOutline(root: HTMLElement = document.body): [number, string][] {
  return within(root)
    .queryAllByRole('heading')
    .map((heading) => [Number(heading.tagName.slice(1)) || Number(heading.getAttribute('aria-level')), heading.textContent ?? '']);
}

/** The first level that skips one (an h3 straight after an h1), or null when the outline is whole. */
export function skippedHeading(outline: [number, string][]): [number, string] | null {
  let previous = 0;
  for (const entry of outline) {
    if (entry[0] > previous + 1) return entry;
    previous = entry[0];
  }
  return null;
}
