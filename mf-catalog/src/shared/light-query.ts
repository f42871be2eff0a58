// A small GraphQL reader for the home page, the listings and product rails: plain fetch and a
// module-level cache, so the pages a shopper lands on do not load the GraphQL client and parser
// (about 95 KB gzip), and going back shows what was already fetched at once. It sends the same
// generated documents as the rest of the catalog, as text (`*.light.graphql`, ADR 013). An answer
// with errors is a failure, read as a RequestError with the API's key and field errors (an unknown
// listing's `slug` `not_found`), and is not kept: the next reader, or a retry, asks again.
import { startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { OPERATION_FAILED, postGraphQLText, RequestError, ServerQueriesContext } from 'remote-kit';
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

const post = (query: string, variablesJson: string) => postGraphQLText(query, JSON.parse(variablesJson) as unknown, pageLanguage());

/**
 * One request per distinct question (`key`, keyOf's) at a time; an answer is kept for the page's life,
 * a failure is not.
 */
function request(key: string, query: string, variablesJson: string): Promise<unknown> {
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

export interface LightResult<T> {
  /** The answer; while another question is on its way, the last one shown (see `stale`). */
  data: T | undefined;
  /** The previous variables' data while new variables load (a new address reprices in place). */
  stale: boolean;
  /** Why the current question failed; null while it is asked or once answered. */
  error: RequestError | null;
  /** The current question is on its way (asked, or asked again after a failure). */
  loading: boolean;
  /** Asks a failed question again. */
  retry: () => void;
}

const asRequestError = (error: unknown) => (error instanceof RequestError ? error : new RequestError(OPERATION_FAILED, { cause: error }));

interface LightState<T> {
  /** The question the state's outcome is for. */
  key: string;
  /** The last answer received (for `key`, or for an earlier question). */
  data: T | undefined;
  /** The question `data` answers. */
  dataKey: string | null;
  error: RequestError | null;
}

export function useLightQuery<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables, skip = false): LightResult<TResult> {
  const query = document.toString();
  // The variables by value: callers build a new object on every render.
  const variablesJson = JSON.stringify(variables);
  // the render's own language: on the server, the request's (the page's i18next is not the render's)
  const key = keyOf(query, variables as object, languageOf(useTranslation().i18n.language));
  const server = useContext(ServerQueriesContext);
  const [state, setState] = useState<LightState<TResult>>(() => {
    const data = results.get(key) as TResult | undefined;
    return { key, data, dataKey: data === undefined ? null : key, error: null };
  });
  // bumped by retry(): the same question asked again
  const [attempt, setAttempt] = useState(0);
  // Whether the last commit showed an answer: the next one's priority depends on it.
  const showing = useRef(false);
  useEffect(() => {
    if (skip) return;
    let live = true;
    request(key, query, variablesJson).then(
      (data) => {
        if (!live) return;
        // an answer already shown (the same question in other words) renders nothing again
        const show = () =>
          setState((previous) =>
            previous.key === key && previous.data === data && !previous.error ? previous : { key, data: data as TResult, dataKey: key, error: null },
          );
        // A first answer takes the place of placeholders: nothing below them waits to hydrate, so it
        // renders as a transition, in slices (a rail's twelve cards were one long task). An answer
        // that replaces another stays urgent: it changes cards that may still wait to hydrate
        // (HydrateWhenNear), and a transition waits for those, so a new address's prices would show
        // only once scrolled to (docs/decisions/018).
        if (showing.current) show();
        else startTransition(show);
      },
      (error: unknown) => live && setState((previous) => ({ ...previous, key, error: asRequestError(error) })),
    );
    return () => {
      live = false;
    };
  }, [key, query, variablesJson, skip, attempt]);
  const shown = results.has(key) || state.data !== undefined;
  useEffect(() => {
    showing.current = shown;
  }, [shown]);
  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, error: null }));
    setAttempt((count) => count + 1);
  }, []);
  if (server) {
    // on the server: the answer when this render has it; otherwise the renderer waits for it and renders again
    const answer = skip ? undefined : (server.read(key, query, variables) as TResult | undefined);
    return { data: answer, stale: false, error: null, loading: !skip && answer === undefined, retry };
  }
  const cached = results.get(key) as TResult | undefined;
  if (cached !== undefined) return { data: cached, stale: false, error: null, loading: false, retry };
  const error = state.key === key ? state.error : null;
  return { data: state.data, stale: state.data !== undefined && state.dataKey !== key, error, loading: !skip && !error, retry };
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
