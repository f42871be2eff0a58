// What a page rendered on the server hands to the browser, and how the browser takes it. The gateway
// writes each area's HTML and the answers its render read into the page (ADR 018); the remote's mount
// hydrates that HTML instead of rendering its area again, with the same answers already in its caches,
// so hydration asks the API nothing.
import { createContext, useContext } from 'react';

/** Set by the gateway on an area whose HTML came from the remote's server render. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The id of the JSON element that carries a remote's server answers. */
export const serverStateId = (name: string) => `server-state-${name}`;

export interface ServerState {
  /** Answers of the light reader (mf-catalog), by its cache key. */
  light?: [string, unknown][];
  /** The Apollo cache of the remote's domain after the render. */
  graphql?: Record<string, unknown>;
}

/**
 * On the server, the reads a render makes: an answer the render has is returned; one it has not yet is
 * asked for, and the renderer renders again once it has arrived. Absent in the browser.
 */
export interface ServerQueries {
  read(key: string, query: string, variables: unknown): unknown;
}

export const ServerQueriesContext = createContext<ServerQueries | null>(null);

/**
 * The area's server answers when its HTML came from the server, or null. The JSON element is read once
 * and removed, so a later mount of the same remote (the shopper navigates away and back) renders anew.
 */
export function takeServerState(name: string, area: HTMLElement): ServerState | null {
  if (area.getAttribute(SERVER_RENDERED_ATTRIBUTE) !== name) return null;
  area.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  const element = document.getElementById(serverStateId(name));
  if (!element) return {};
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '{}') as ServerState;
  } catch {
    return {};
  }
}

/** On the server: the store's public origin, which the browser reads from its own location. */
export const PageOriginContext = createContext<string | null>(null);

/** The store's origin (https://…), for absolute addresses such as a page's canonical link. */
export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? location.origin;
}
