// A small GraphQL reader for the home page and product rails: plain fetch and a module-level
// cache, so the first page a shopper sees does not load the GraphQL client and parser (about
// 100 KB gzip), and going back shows what was already fetched at once. It sends the same
// generated documents as the rest of the catalog, as text (`*.light.graphql`, ADR 013).
import { useContext, useEffect, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { OPERATION_FAILED, reportSessionLapse, RequestError, ServerQueriesContext, STOREFRONT_API_KEY } from 'remote-kit';
import type { TypedDocumentString } from '../generated/light/graphql';
import { reachKeyVariables } from './reach-key';

const results = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

type Language = 'ar' | 'en';

const languageOf = (language: string | undefined): Language => (language === 'en' ? 'en' : 'ar');
const pageLanguage = () => languageOf(i18next.language);

/** An answer's key: what decides it, so a question that differs only in the role finds it (reach-key.ts). */
function keyOf(query: string, variables: object, language: Language = pageLanguage()): string {
  return JSON.stringify([language, query, reachKeyVariables(variables)]);
}

async function post(query: string, variablesJson: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': STOREFRONT_API_KEY, lang: pageLanguage() },
      body: JSON.stringify({ query, variables: JSON.parse(variablesJson) as unknown }),
    });
  } catch (error) {
    throw new RequestError(OPERATION_FAILED, { cause: error });
  }
  // the session lapsed on the way (this answer is a guest's): the shell hears it and says so
  reportSessionLapse(response.headers, 'graphql');
  const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: unknown[] } | null;
  if (!response.ok || body?.errors?.length || !body?.data) throw new RequestError(OPERATION_FAILED, { status: response.status });
  return body.data;
}

/** One request per distinct question at a time; an answer is kept for the page's life, a failure is not. */
function request(query: string, variablesJson: string): Promise<unknown> {
  const key = keyOf(query, JSON.parse(variablesJson) as object);
  if (results.has(key)) return Promise.resolve(results.get(key));
  let answer = pending.get(key);
  if (!answer) {
    answer = post(query, variablesJson).then((data) => {
      results.set(key, data);
      return data;
    });
    answer.finally(() => pending.delete(key)).catch(() => undefined);
    pending.set(key, answer);
  }
  return answer;
}

export function lightQuery<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables): Promise<TResult> {
  return request(document.toString(), JSON.stringify(variables)) as Promise<TResult>;
}

export interface LightResult<T> {
  data: T | undefined;
  /** The previous variables' data while new variables load (a new address reprices in place). */
  stale: boolean;
  error: boolean;
}

export function useLightQuery<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables, skip = false): LightResult<TResult> {
  const query = document.toString();
  // The variables by value: callers build a new object on every render.
  const variablesJson = JSON.stringify(variables);
  // the render's own language: on the server, the request's (the page's i18next is not the render's)
  const key = keyOf(query, variables as object, languageOf(useTranslation().i18n.language));
  const server = useContext(ServerQueriesContext);
  const [state, setState] = useState<{ key: string; data: TResult | undefined; error: boolean }>(() => ({
    key,
    data: results.get(key) as TResult | undefined,
    error: false,
  }));
  useEffect(() => {
    if (skip) return;
    let live = true;
    request(query, variablesJson).then(
      // an answer already shown (the same question in other words) renders nothing again
      (data) => live && setState((previous) => (previous.key === key && previous.data === data && !previous.error ? previous : { key, data: data as TResult, error: false })),
      () => live && setState((previous) => ({ key, data: previous.data, error: true })),
    );
    return () => {
      live = false;
    };
  }, [key, query, variablesJson, skip]);
  if (server) {
    // on the server: the answer when this render has it; otherwise the renderer waits for it and renders again
    const answer = skip ? undefined : (server.read(key, query, variables) as TResult | undefined);
    return { data: answer, stale: false, error: false };
  }
  const cached = results.get(key) as TResult | undefined;
  if (cached !== undefined) return { data: cached, stale: false, error: false };
  return { data: state.data, stale: state.key !== key && state.data !== undefined, error: state.key === key && state.error };
}

/** The answers a server render read (remote-kit's ServerState), so the hydrating render shows them. */
export function seedLightCache(entries: readonly (readonly [string, unknown])[]): void {
  for (const [key, data] of entries) results.set(key, data);
}

/** For tests. */
export function clearLightCache(): void {
  results.clear();
  pending.clear();
}
