// Mounts another team's exposed fragment (e.g. 'mf_cart/add-to-cart') inside this app's tree. The
// shell hands every remote a `loadFragment` function through single-spa props; a fragment that is
// down, slow or broken shows a small translated fallback and the page around it keeps working.
// Ids and props come from shared-events' fragment map, so a wrong id or wrong props do not compile.
import { createContext, lazy, Suspense, useContext, useDeferredValue, useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { colors, fontSizes } from 'design-system';
import type { FragmentId, FragmentPropsMap } from 'shared-events';
import { AreaErrorBoundary } from './area-error-boundary';
import { useHydrated } from './use-hydrated';

// Read from the tokens, not the theme prop: a fallback must draw even where no theme reached.
const FallbackNote = styled.span`
  font-size: ${fontSizes.xs};
  color: ${colors.text.secondary};
`;

export type LoadFragment = (id: FragmentId) => Promise<unknown>;

/** Where the shell puts its loader, so a fragment nested in another team's fragment finds it too. */
export const PAGE_FRAGMENT_LOADER = Symbol.for('storefront.load-fragment');

const pageLoader: LoadFragment = (id) => {
  const load = (globalThis as Record<symbol, LoadFragment | undefined>)[PAGE_FRAGMENT_LOADER];
  return load ? load(id) : Promise.reject(new Error(`No fragment loader for ${id} (running alone?)`));
};

export const FragmentLoaderContext = createContext<LoadFragment>(pageLoader);

interface FragmentModule<P> {
  default: ComponentType<P>;
}

const cache = new Map<FragmentId, ComponentType<never>>();

function lazyFragment<P>(id: FragmentId, load: LoadFragment): ComponentType<P> {
  const cached = cache.get(id);
  if (cached) return cached as ComponentType<P>;
  const component = lazy(async () => {
    const module = (await load(id)) as Partial<FragmentModule<P>> | null;
    if (!module?.default) throw new Error(`${id} has no default export`);
    return { default: module.default };
  });
  cache.set(id, component as ComponentType<never>);
  return component as ComponentType<P>;
}

function FragmentUnavailable() {
  const { t } = useTranslation('common');
  return (
    <FallbackNote role="status" data-testid="fragment-fallback">
      {t('remote_unavailable_title')}
    </FallbackNote>
  );
}

export interface RemoteFragmentProps<Id extends FragmentId> {
  /** Federation id: `<container>/<exposed name>`, e.g. 'mf_cart/add-to-cart'. */
  id: Id;
  /** The fragment's props, as shared-events declares them for this id. */
  props: FragmentPropsMap[Id];
  /** Shown while the fragment loads; size it like the fragment to avoid layout shift. */
  loading?: ReactNode;
  /** Shown if it cannot load or crashes; defaults to a translated one-line notice. */
  fallback?: ReactNode;
}

export function RemoteFragment<Id extends FragmentId>({ id, props, loading = null, fallback }: RemoteFragmentProps<Id>) {
  const load = useContext(FragmentLoaderContext);
  const Fragment = useMemo(() => lazyFragment<FragmentPropsMap[Id] & object>(id, load), [id, load]);
  // Another team's fragment is loaded in the browser only: the server's HTML and the hydrating render
  // both show its placeholder, and the fragment takes its place right after. React re-renders every
  // hydrated fragment at once, in one task, when hydration ends; deferred, that re-render keeps the
  // placeholders, and the fragments mount in a later render React splits into short slices. A
  // fragment rendered in the browser from the start mounts at once.
  const live = useDeferredValue(useHydrated());
  if (!live) return <>{loading}</>;
  return (
    <AreaErrorBoundary name={id} fallback={fallback ?? <FragmentUnavailable />}>
      <Suspense fallback={loading}>
        <Fragment {...props} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
