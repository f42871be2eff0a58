// Mounts another team's exposed fragment (e.g. 'mf_cart/add-to-cart') inside this app's tree. The
// shell hands every remote a `loadFragment` function through single-spa props; a fragment that is
// down, slow or broken shows a small translated fallback and the page around it keeps working.
import { createContext, lazy, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaErrorBoundary } from './area-error-boundary';

export type LoadFragment = (id: string) => Promise<unknown>;

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

const cache = new Map<string, ComponentType<never>>();

function lazyFragment<P>(id: string, load: LoadFragment): ComponentType<P> {
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
    <span role="status" data-testid="fragment-fallback" style={{ fontSize: 13, color: '#52606d' }}>
      {t('remote_unavailable_title')}
    </span>
  );
}

export interface RemoteFragmentProps<P> {
  /** Federation id: `<container>/<exposed name>`, e.g. 'mf_cart/add-to-cart'. */
  id: string;
  props: P;
  /** Shown while the fragment loads; size it like the fragment to avoid layout shift. */
  loading?: ReactNode;
  /** Shown if it cannot load or crashes; defaults to a translated one-line notice. */
  fallback?: ReactNode;
}

export function RemoteFragment<P extends object>({ id, props, loading = null, fallback }: RemoteFragmentProps<P>) {
  const load = useContext(FragmentLoaderContext);
  const Fragment = useMemo(() => lazyFragment<P>(id, load), [id, load]);
  return (
    <AreaErrorBoundary name={id} fallback={fallback ?? <FragmentUnavailable />}>
      <Suspense fallback={loading}>
        <Fragment {...props} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
