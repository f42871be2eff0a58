// A small GraphQL reader for the home page and product rails: plain fetch and a module-level
// cache, so the first page a shopper sees does not load the GraphQL client and parser (about
// 100 KB gzip), and going back shows what was already fetched at once.
import { useEffect, useState } from 'react';
import i18next from 'i18next';

const API_KEY = 'storefront-public-key';
const results = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

function keyOf(query: string, variables: object): string {
  return JSON.stringify([i18next.language, query, variables]);
}

async function post<T>(query: string, variables: object): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, lang: i18next.language === 'en' ? 'en' : 'ar' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown[] };
  if (!response.ok || body.errors?.length || !body.data) throw new Error(`GraphQL request failed (${response.status})`);
  return body.data;
}

export function lightQuery<T>(query: string, variables: object): Promise<T> {
  const key = keyOf(query, variables);
  if (results.has(key)) return Promise.resolve(results.get(key) as T);
  let request = pending.get(key) as Promise<T> | undefined;
  if (!request) {
    request = post<T>(query, variables).then((data) => {
      results.set(key, data);
      return data;
    });
    request.finally(() => pending.delete(key)).catch(() => undefined);
    pending.set(key, request);
  }
  return request;
}

export interface LightResult<T> {
  data: T | undefined;
  /** The previous variables' data while new variables load (a new address reprices in place). */
  stale: boolean;
  error: boolean;
}

export function useLightQuery<T>(query: string, variables: object, skip = false): LightResult<T> {
  const key = keyOf(query, variables);
  const [state, setState] = useState<{ key: string; data: T | undefined; error: boolean }>(() => ({
    key,
    data: results.get(key) as T | undefined,
    error: false,
  }));
  useEffect(() => {
    if (skip) return;
    let live = true;
    lightQuery<T>(query, variables).then(
      (data) => live && setState({ key, data, error: false }),
      () => live && setState((previous) => ({ key, data: previous.data, error: true })),
    );
    return () => {
      live = false;
    };
    // `key` covers query and variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, skip]);
  const cached = results.get(key) as T | undefined;
  if (cached !== undefined) return { data: cached, stale: false, error: false };
  return { data: state.data, stale: state.key !== key && state.data !== undefined, error: state.key === key && state.error };
}

/** For tests. */
export function clearLightCache(): void {
  results.clear();
  pending.clear();
}
