// The server render of a page: the owning remote's area, from that remote's server build of its live
// version, within a time budget. A remote without a server build, one whose build cannot be loaded or
// throws, and one that takes longer than the budget leaves its area empty: the browser renders it, as it
// renders every area of a page the server did not (ADR 018).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { remoteForPath } from '../../../../shell/src/routing/route-table';
import type { PageArea, PageRegistry } from '../page';
import { serverEntryUrl, type ServerBuilds, type ServerModule, type ServerPage, type ServerPageRequest } from './server-builds';

/** The storefront's static API key (spec §7), which every GraphQL call carries. */
const STOREFRONT_API_KEY_HEADER = 'x-api-key';

/** How long a page waits for a server build that is still loading (its first request after a deploy). */
const LOAD_WAIT_MS = 1_000;

export interface PageRenderOptions {
  builds: ServerBuilds;
  /** The commerce API, which server renders read as a guest. */
  apiUrl: string;
  apiKey: string;
  publicOrigin: string;
  /** How long one area's render may take before its area is left to the browser. */
  budgetMs: number;
  log: FastifyBaseLogger;
}

export interface PageRequest {
  /** Path and query without a language prefix. */
  url: string;
  language: 'ar' | 'en';
  /** The shopper's address, which the API counts its rate limits by. */
  ip: string;
}

function withinBudget<T>(work: (signal: AbortSignal) => Promise<T>, budgetMs: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`over the ${budgetMs} ms budget`));
    }, budgetMs);
  });
  return Promise.race([work(controller.signal), budget]).finally(() => clearTimeout(timer));
}

interface AreaSource {
  app: string;
  /** The name the page marks the area with and carries its answers under (the app's, unless it renders more than one). */
  area?: string;
  /** Which of the module's renders (its page, unless said). */
  render?: (module: ServerModule, request: ServerPageRequest) => Promise<ServerPage>;
  /** The page element it fills (page.ts fillAreas). */
  element: string;
  /** The server container. */
  entry: string;
  /** Where the app's own files are served, for the addresses its code names. */
  assetBase: string;
}

async function renderArea(options: PageRenderOptions, source: AreaSource, request: PageRequest): Promise<PageArea | null> {
  const { app } = source;
  const started = performance.now();
  try {
    // Loading a version's build happens once per version, outside the render's budget; a page waits for
    // it a bounded time (an origin that is down must not hold pages up), and the load goes on for the next.
    const loading = options.builds.module(app, source.entry);
    const module = await withinBudget(() => loading, Math.max(LOAD_WAIT_MS, options.budgetMs));
    if (!module) return null;
    const renderRequest = (signal: AbortSignal): ServerPageRequest => ({
      url: request.url,
      language: request.language,
      origin: options.publicOrigin,
      graphql: {
        url: new URL('/graphql', options.apiUrl).href,
        headers: { [STOREFRONT_API_KEY_HEADER]: options.apiKey, lang: request.language, 'x-forwarded-for': request.ip },
      },
      assetBase: source.assetBase,
      signal,
    });
    const render = source.render ?? ((built, pageRequest) => built.renderPage(pageRequest));
    const page = await withinBudget((signal) => render(module, renderRequest(signal)), options.budgetMs);
    const state = Object.keys(page.state).length ? page.state : undefined;
    return { element: source.element, app: source.area ?? app, html: page.html, styles: page.styles, state };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    options.log.warn({ app, url: request.url, ms: Math.round(performance.now() - started) }, `server render left to the browser: ${reason}`);
    return null;
  }
}

/**
 * Whether the page at this address is expected to come with its content rendered on the server: a
 * remote owns it and the server build of that remote's live version is loaded. The shell's own pages
 * (information, not found) and the cart, checkout and account (no server build) are rendered in the
 * browser, as is a page whose remote's build is still loading. A render that then fails or runs over
 * its budget still leaves its area to the browser.
 */
export function expectsServerRender(options: Pick<PageRenderOptions, 'builds'>, registry: PageRegistry, pathname: string): boolean {
  const app = remoteForPath(pathname);
  const entry = app ? registry.remotes[app] : undefined;
  return app !== null && entry !== undefined && options.builds.isLoaded(app, serverEntryUrl(entry.manifest));
}

/** The owning remote's area of the page, from its live version's server build; null leaves it to the browser. */
export function renderRemoteArea(options: PageRenderOptions, registry: PageRegistry, request: PageRequest): Promise<PageArea | null> {
  const pathname = new URL(request.url, 'http://page.invalid').pathname;
  const app = remoteForPath(pathname);
  const entry = app ? registry.remotes[app] : undefined;
  if (!app || !entry) return Promise.resolve(null);
  return renderArea(options, { app, element: `area-${app}`, entry: serverEntryUrl(entry.manifest), assetBase: new URL('./', entry.manifest).href }, request);
}

/**
 * Loads, ahead of any page, the server build of the shell and of every remote the registry names in its
 * live version, so the first page after a start or a deploy is rendered on the server rather than
 * waiting for a container to download and evaluate. Builds already loaded (or known to be missing) are
 * not asked for again; one that fails is logged and left to the pages, which try again later. Resolves
 * to whether every build was loaded or found missing.
 */
export async function prepareServerBuilds(builds: ServerBuilds, registry: PageRegistry, shellDist: string, log: FastifyBaseLogger): Promise<boolean> {
  const shell = await shellServerEntry(shellDist);
  const entries: [string, string][] = Object.entries(registry.remotes).map(([app, entry]) => [app, serverEntryUrl(entry.manifest)]);
  if (shell) entries.unshift(['shell', shell]);
  const settled = await Promise.all(
    entries.map(([app, entry]) =>
      builds.module(app, entry).then(
        () => true,
        (error: unknown) => {
          log.warn({ app, entry }, `server build not loaded ahead of pages: ${error instanceof Error ? error.message : String(error)}`);
          return false;
        },
      ),
    ),
  );
  return settled.every(Boolean);
}

/**
 * The shell's server build beside the gateway (`server/` of its build folder, rebuilt in place, so its
 * address carries the build's time), or null when there is none. Looked up once per page, for the header
 * and the footer.
 */
export async function shellServerEntry(shellDist: string): Promise<string | null> {
  const file = path.join(shellDist, 'server', 'remoteEntry.js');
  try {
    return `${pathToFileURL(file).href}?built=${Math.round((await fs.promises.stat(file)).mtimeMs)}`;
  } catch {
    return null;
  }
}

/** The shell's header, from the shell's server build (`shellServerEntry`). Null leaves it to the browser. */
export async function renderShellHeader(options: PageRenderOptions, entry: string | null, request: PageRequest): Promise<PageArea | null> {
  if (!entry) return null;
  return renderArea(options, { app: 'shell', element: 'shell-header', entry, assetBase: `${options.publicOrigin}/` }, request);
}

/** What the footer shows beside its fixed links: the lists behind the /api category routes. */
export interface FooterLists {
  lead: unknown[];
  types: unknown[];
  brands: unknown[];
}

/**
 * The shell's footer, from the shell's server build, with its lists (read within the render's budget).
 * Null leaves it to the browser, which then renders it and fetches the lists itself.
 */
export async function renderShellFooter(
  options: PageRenderOptions,
  entry: string | null,
  request: PageRequest,
  lists: () => Promise<FooterLists>,
): Promise<PageArea | null> {
  if (!entry) return null;
  const render = async (module: ServerModule, pageRequest: ServerPageRequest): Promise<ServerPage> => {
    if (typeof module.renderFooter !== 'function') throw new Error('the shell\'s server build does not export renderFooter');
    return module.renderFooter({ ...pageRequest, lists: await lists() });
  };
  return renderArea(options, { app: 'shell', area: 'shell-footer', element: 'shell-footer', entry, assetBase: `${options.publicOrigin}/`, render }, request);
}

/**
 * How long a warm-up render may take. The first render of a build runs cold (its code not yet compiled
 * by V8, no shared answers read): it can pass a page's budget, which is why it is done before a
 * shopper asks, not within the budget.
 */
const WARM_UP_BUDGET_MS = 5_000;

/** The page the warm-up renders: the home page, the one most shoppers open first. */
const WARM_UP_URL = '/';

/**
 * Renders the home page's areas (header, the owning remote's page, footer) once in each language and
 * throws the result away, so the first shopper after a start or a deploy gets a page rendered within
 * the budget: the builds' code compiled and their shared answers at hand. Resolves to how many areas
 * were rendered; an area that fails is logged as a page's would be and does not stop the others.
 */
export async function warmPageRenders(
  options: PageRenderOptions,
  registry: PageRegistry,
  shellDist: string,
  lists: () => Promise<FooterLists>,
): Promise<number> {
  const warm = { ...options, budgetMs: Math.max(options.budgetMs, WARM_UP_BUDGET_MS) };
  const shell = await shellServerEntry(shellDist);
  let rendered = 0;
  // one language after the other: the second render is the first's warm case, and a warm-up
  // should not crowd out pages already being asked for
  for (const language of ['ar', 'en'] as const) {
    const page: PageRequest = { url: WARM_UP_URL, language, ip: '127.0.0.1' };
    const areas = await Promise.all([renderShellHeader(warm, shell, page), renderRemoteArea(warm, registry, page), renderShellFooter(warm, shell, page, lists)]);
    rendered += areas.filter((area) => area !== null).length;
  }
  return rendered;
}
