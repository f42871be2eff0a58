// Turns a remote's root component into single-spa lifecycles (single-spa-react), registering the
// team's translations on the shared i18next and recording the singletons it received. The remote's
// cache policy goes to its root, where the GraphQL pages find it (GraphQLBoundary).
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import i18next from 'i18next';
import styled from 'styled-components';
import { getEventBus, SHARED_EVENTS_COPY } from 'shared-events';
import type { CachePolicy } from './graphql/cache-policy';
import { FragmentLoaderContext, type LoadFragment } from './remote-fragment';
import { RemoteRoot } from './remote-root';
import { addResourceLoaders, type ResourceLoaders } from './resources';
import { probeSharedLibraries, recordRuntime } from './runtime-record';
import { takeServerState, type ServerState } from './server-state';
import { hydrateInSlices } from './hydrate';
import { preloadGraphQL } from './graphql/graphql-boundary';

export interface RemoteAppOptions {
  name: string;
  /** The team's translations, one chunk per language: the page loads the language it shows. */
  resources: ResourceLoaders;
  Root: ComponentType;
  /** How the domain's GraphQL cache identifies and merges what the API answers. */
  cachePolicy?: CachePolicy;
  /** Takes the answers a server render read (beyond the GraphQL cache, which the kit restores itself). */
  hydrateState?: (state: ServerState) => void;
  /**
   * Whether the page at this address (without a language prefix) reads GraphQL as soon as it shows.
   * There the GraphQL client starts downloading when the remote starts, beside its translations,
   * instead of when the page first renders its GraphQLBoundary: the page then renders once, without
   * first showing the boundary's fallback.
   */
  readsGraphQL?: (pathname: string) => boolean;
  /**
   * Starts downloading the code of the page at this address, where the remote keeps its pages in
   * chunks of their own (`preloadable`): asked for as the remote starts, the page's code arrives
   * beside the translations, and its first render shows the page rather than a loading state.
   */
  preloadPage?: (pathname: string) => void;
}

export interface AreaProps {
  name: string;
  domElement?: HTMLElement;
  /** Given by the shell: loads another team's exposed fragment at runtime. */
  loadFragment?: LoadFragment;
}

export function createRemoteApp({ name, resources, Root, cachePolicy, hydrateState, readsGraphQL, preloadPage }: RemoteAppOptions) {
  /** Whether the mount in progress hydrates the server's HTML of the area (ADR 018). */
  let hydrating = false;
  const lifecycles = singleSpaReact<AreaProps>({
    React,
    // A server-rendered area hydrates in slices, not in one long task.
    ReactDOMClient: { ...ReactDOMClient, hydrateRoot: hydrateInSlices },
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: ({ loadFragment }: AreaProps) => {
      const root = (
        <RemoteRoot name={name} cachePolicy={cachePolicy}>
          <Root />
        </RemoteRoot>
      );
      return loadFragment ? <FragmentLoaderContext.Provider value={loadFragment}>{root}</FragmentLoaderContext.Provider> : root;
    },
    errorBoundary: () => <p role="alert">{i18next.t('common:operation_failed')}</p>,
  });
  // The page's code and GraphQL client, asked for as the remote starts and not awaited: the downloads
  // run while the lifecycles go on, and a failure shows where the page renders.
  // Once per start: the first mount follows the bootstrap that already asked.
  let askedAtBootstrap = false;
  const startPage = () => {
    const { pathname } = window.location;
    if (cachePolicy && readsGraphQL?.(pathname)) preloadGraphQL();
    preloadPage?.(pathname);
  };
  const startPageAtBootstrap = async () => {
    startPage();
    askedAtBootstrap = true;
  };
  const startPageAtMount = async () => {
    if (!askedAtBootstrap) startPage();
    askedAtBootstrap = false;
  };
  const prepare = async () => {
    await addResourceLoaders(i18next, resources);
    recordRuntime(name, {
      react: React,
      styled,
      i18next,
      bus: getEventBus(),
      sharedEventsCopy: SHARED_EVENTS_COPY,
      probe: probeSharedLibraries,
    });
  };
  // The server's answers go into the caches before the first render, so the hydrating render shows
  // what the server showed and asks nothing again.
  const takeState = async ({ domElement }: AreaProps) => {
    hydrating = false;
    const state = domElement ? takeServerState(name, domElement) : null;
    if (!state) return;
    hydrateState?.(state);
    if (state.graphql && cachePolicy) {
      const runtime = await import('./graphql/runtime');
      runtime.graphQLClient(cachePolicy).cache.restore(state.graphql as never);
    }
    hydrating = true;
  };
  return {
    bootstrap: [startPageAtBootstrap, prepare, lifecycles.bootstrap],
    mount: [startPageAtMount, takeState, lifecycles.mount],
    unmount: [lifecycles.unmount],
  };
}
