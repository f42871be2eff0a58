// Renders catalog components as the app does: i18next with the catalog's strings, the design
// system, a router at `path`, and a fragment loader standing in for the shell's.
import { act, render, within } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from 'design-system';
import { addResources, FragmentLoaderContext, type LoadFragment } from 'remote-kit';
import { createGraphQLCache } from 'remote-kit/graphql';
import { setPageLanguage, stubIntersectionObserver as stubViewport, type ViewportStub } from 'remote-kit/testing';
import { catalogCachePolicy } from './api/cache-policy';
import { resources } from './resources';
import { type ProductCardData } from './shared/product-fields';

// the frame's own strings the catalog's fallbacks show
const FRAME_COPY = {
  ar: { common: { remote_unavailable_title: 'هذا الجزء غير متاح', not_found_title: 'الصفحة غير موجودة' } },
  en: { common: { remote_unavailable_title: 'This part of the store is not available right now', not_found_title: 'Page not found' } },
};

export async function initTestI18n(language: 'ar' | 'en' = 'en') {
  await setPageLanguage(resources, language);
  addResources(i18next, FRAME_COPY);
}

/** A cache with the catalog's policy, for MockedProvider. */
export const catalogCache = () => createGraphQLCache(catalogCachePolicy);

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
