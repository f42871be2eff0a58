// `remote-kit/server`: a remote's pages rendered to HTML on the server, from the same root component
// its browser build mounts. The gateway loads a remote's server build through the federation runtime
// and calls the `renderPage` made here for the area it owns (ADR 018). Each render has its own GraphQL
// client, light answers and style sheet, so nothing of one shopper's page reaches another's; the
// i18next instance of its language is shared, read only.
import type { ComponentType, ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApolloClient, HttpLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { KIT_RESOURCES } from '../kit-resources';
import { RemoteRoot } from '../remote-root';
import { addResources, type Language, type Resources } from '../resources';
import { PageOriginContext, ServerQueriesContext, type ServerQueries, type ServerState } from '../server-state';
import { createGraphQLCache } from '../graphql/client';
import type { CachePolicy } from '../graphql/cache-policy';
import { ServerGraphQLContext } from '../graphql/server-client';

/** The placeholder the server build writes imported files' addresses with (infra/build). */
declare const __SERVER_ASSET_BASE__: string;

/** HTML or CSS with the imported files' addresses under `assetBase`, where the browser build serves them. */
export function withAssetBase(text: string, assetBase: string): string {
  const placeholder = typeof __SERVER_ASSET_BASE__ === 'string' ? __SERVER_ASSET_BASE__ : 'https://server-build-assets.invalid/';
  return text.split(placeholder).join(assetBase);
}

export interface ServerPageRequest {
  /** The page's path and query, without a language prefix: `/category/dairy-eggs?sort=price`. */
  url: string;
  language: Language;
  /** The store's public origin, for absolute addresses (canonical links). */
  origin: string;
  /** Where the render posts its GraphQL operations, and the headers the API wants (as a guest). */
  graphql: { url: string; headers: Record<string, string> };
  /** The address of the remote's version folder, for the files its code names (`…/v…/`). */
  assetBase: string;
  /** Ends the render early; what was rendered is not used. */
  signal?: AbortSignal;
}

export interface ServerPage {
  /** The area's HTML, what the browser's root hydrates. */
  html: string;
  /** The area's styles as `<style>` elements, for the page's head. */
  styles: string;
  /** The answers the render read, for the browser's caches (server-state.ts). */
  state: ServerState;
}

export interface ServerRendererOptions {
  name: string;
  resources: Resources;
  Root: ComponentType;
  cachePolicy?: CachePolicy;
}

/** Renders to HTML again while a light read is still on its way; a bound against a read that never settles. */
const MAX_PASSES = 4;

/**
 * The light reads' answers, shared by this build's renders. Every render reads as a guest at the
 * default coordinate, so most shoppers' home pages ask the same questions: with the answers at hand the
 * page renders in one pass, and the API is asked once per interval, not per visit. An answer is fresh
 * for 10 s. For a minute after that a render still uses it and asks for a newer one alongside, for the
 * renders after it (stale-while-revalidate): a render that has to ask first renders twice and waits for
 * the API in between, which on a busy machine took it past its budget and left the page to the browser.
 */
const SHARED_ANSWER_FRESH_MS = 10_000;
const SHARED_ANSWER_STALE_MS = 60_000;
/** How long a refresh alongside a render may take; it answers no render, so no request bounds it. */
const SHARED_REFRESH_TIMEOUT_MS = 5_000;
const SHARED_ANSWERS_KEPT = 200;
const sharedAnswers = new Map<string, { data: unknown; fetchedAt: number }>();
const refreshing = new Set<string>();

function sharedAnswer(key: string): { data: unknown; stale: boolean } | undefined {
  const hit = sharedAnswers.get(key);
  if (!hit) return undefined;
  const age = Date.now() - hit.fetchedAt;
  if (age > SHARED_ANSWER_FRESH_MS + SHARED_ANSWER_STALE_MS) {
    sharedAnswers.delete(key);
    return undefined;
  }
  return { data: hit.data, stale: age > SHARED_ANSWER_FRESH_MS };
}

function share(key: string, data: unknown): void {
  sharedAnswers.delete(key);
  if (sharedAnswers.size >= SHARED_ANSWERS_KEPT) sharedAnswers.delete(sharedAnswers.keys().next().value!);
  sharedAnswers.set(key, { data, fetchedAt: Date.now() });
}

/** Asks for a newer answer to a stale shared one, once at a time; a failure keeps the old one until it expires. */
function refreshShared(key: string, ask: (signal: AbortSignal) => Promise<unknown>): void {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  ask(AbortSignal.timeout(SHARED_REFRESH_TIMEOUT_MS))
    .then((data) => share(key, data))
    .catch(() => {})
    .finally(() => refreshing.delete(key));
}

/** Tests only: every render asks the API again. */
export function forgetSharedAnswers(): void {
  sharedAnswers.clear();
  refreshing.clear();
}

/**
 * One value per language, made on first use and kept (a failed one is made again next time): the
 * i18next instances a server build renders with, which a render only reads (nothing on the server
 * changes their language), so every render in that language can share one.
 */
export function perLanguage<T>(make: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const made = new Map<Language, Promise<T>>();
  return (language) => {
    let value = made.get(language);
    if (!value) {
      value = make(language);
      made.set(language, value);
      value.catch(() => made.delete(language));
    }
    return value;
  };
}

async function languageInstance(language: Language, resources: Resources): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'ar',
    supportedLngs: ['ar', 'en'],
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  addResources(i18n, KIT_RESOURCES);
  addResources(i18n, resources);
  return i18n;
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const part of stream) text += typeof part === 'string' ? part : decoder.decode(part, { stream: true });
  return text + decoder.decode();
}

async function postGraphQL(request: ServerPageRequest, query: string, variables: unknown, signal = request.signal): Promise<unknown> {
  const response = await fetch(request.graphql.url, {
    method: 'POST',
    headers: { ...request.graphql.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: unknown[] } | null;
  if (!response.ok || body?.errors?.length || !body?.data) throw new Error(`GraphQL answered ${response.status}`);
  return body.data;
}

/** One render of a tree to HTML, with the styles its styled components used as `<style>` elements. */
export async function renderToHtml(element: ReactElement, signal?: AbortSignal): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    // one piece: no boundary is outlined behind a script of React's (the page's policy runs none)
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(element), { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    const html = await readAll(prelude as unknown as AsyncIterable<Uint8Array>);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export function createServerRenderer({ name, resources, Root, cachePolicy }: ServerRendererOptions) {
  const i18nFor = perLanguage((language) => languageInstance(language, resources));
  return async function renderPage(request: ServerPageRequest): Promise<ServerPage> {
    const i18n = await i18nFor(request.language);

    const answers = new Map<string, unknown>();
    const pending = new Map<string, Promise<void>>();
    // a read that failed is not asked again in this render's later passes (an unknown listing, a down API)
    const failed = new Set<string>();
    const queries: ServerQueries = {
      read(key, query, variables) {
        if (answers.has(key)) return answers.get(key);
        if (failed.has(key)) return undefined;
        const shared = sharedAnswer(key);
        if (shared) {
          if (shared.stale) refreshShared(key, (signal) => postGraphQL(request, query, variables, signal));
          answers.set(key, shared.data);
          return shared.data;
        }
        if (!pending.has(key)) {
          const answered = (data: unknown) => {
            answers.set(key, data);
            share(key, data);
          };
          // a failed read renders as the browser would render it (its area's own failure state)
          pending.set(
            key,
            postGraphQL(request, query, variables)
              .then(answered)
              .catch(() => void failed.add(key)),
          );
        }
        return undefined;
      },
    };

    let client: ApolloClient | null = null;
    const serverClient = (policy: CachePolicy) => {
      client ??= new ApolloClient({
        ssrMode: true,
        link: new HttpLink({ uri: request.graphql.url, headers: request.graphql.headers }),
        cache: createGraphQLCache(policy),
      });
      return client;
    };

    let styles = '';
    const tree = (
      <I18nextProvider i18n={i18n}>
        <PageOriginContext.Provider value={request.origin}>
          <ServerQueriesContext.Provider value={queries}>
            <ServerGraphQLContext.Provider value={serverClient}>
              <RemoteRoot name={name} cachePolicy={cachePolicy ?? null} location={request.url}>
                <Root />
              </RemoteRoot>
            </ServerGraphQLContext.Provider>
          </ServerQueriesContext.Provider>
        </PageOriginContext.Provider>
      </I18nextProvider>
    );
    // Apollo renders again until its queries have answered; within each of its passes, the light
    // reads are waited for the same way.
    const { result, aborted } = await prerenderStatic({
      tree,
      signal: request.signal,
      renderFunction: async (element) => {
        let html = '';
        for (let pass = 0; pass < MAX_PASSES; pass += 1) {
          ({ html, styles } = await renderToHtml(element as ReactElement, request.signal));
          if (pending.size === 0) break;
          await Promise.all(pending.values());
          pending.clear();
        }
        return html;
      },
    });
    if (aborted) throw new Error(`${name}: the server render was stopped`);
    const state: ServerState = {};
    if (answers.size) state.light = [...answers];
    const graphql = (client as ApolloClient | null)?.extract();
    if (graphql && Object.keys(graphql).length) state.graphql = graphql as Record<string, unknown>;
    // the files the code imports (icons, images) are named under the version's own folder
    return { html: withAssetBase(result, request.assetBase), styles: withAssetBase(styles, request.assetBase), state };
  };
}
