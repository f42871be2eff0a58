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
import { addResources, type Resources } from './resources';
import { probeSharedLibraries, recordRuntime } from './runtime-record';

export interface RemoteAppOptions {
  name: string;
  resources: Resources;
  Root: ComponentType;
  /** How the domain's GraphQL cache identifies and merges what the API answers. */
  cachePolicy?: CachePolicy;
}

export interface AreaProps {
  name: string;
  domElement?: HTMLElement;
  /** Given by the shell: loads another team's exposed fragment at runtime. */
  loadFragment?: LoadFragment;
}

export function createRemoteApp({ name, resources, Root, cachePolicy }: RemoteAppOptions) {
  const lifecycles = singleSpaReact<AreaProps>({
    React,
    ReactDOMClient,
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
  const prepare = async () => {
    addResources(i18next, resources);
    recordRuntime(name, {
      react: React,
      styled,
      i18next,
      bus: getEventBus(),
      sharedEventsCopy: SHARED_EVENTS_COPY,
      probe: probeSharedLibraries,
    });
  };
  return {
    bootstrap: [prepare, lifecycles.bootstrap],
    mount: [lifecycles.mount],
    unmount: [lifecycles.unmount],
  };
}
