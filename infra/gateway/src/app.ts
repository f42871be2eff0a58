// The web origin: security headers, the shell, /remotes.json, /api (backend-for-frontend), and
// /graphql and /images proxied to the commerce API.
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import fs from 'node:fs';
import { publicRegistry, readRegistry } from '../../registry/src/registry-store';
import apiRoutes from './api/index';
import sessionPlugin from './session/session-plugin';
import { createApiClient } from './api/api-client';
import { createCategoryLists } from './api/category-lists';
import rateLimits from './rate-limit';
import { isSecureOrigin } from './api/cookies';
import { compressionOptions, streamPage } from './compression';
import type { GatewayConfig } from './config';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';
import { fillAreas, remoteOrigins, renderPage, scriptsAfterFirstPaint, splitAfterHead, startupPreloads, withHeadLinks, withLanguage } from './page';
import { shellStartupReader } from './shell-startup';
import { expectsServerRender, prepareServerBuilds, renderRemoteArea, renderShellFooter, renderShellHeader, shellServerEntry, warmPageRenders, type PageRenderOptions } from './ssr/page-render';
import { RETRY_AFTER_MS, ServerBuilds } from './ssr/server-builds';
import { detectLanguage, stripLocalePrefix } from '../../../shell/src/i18n/locale';
import { remoteForPath, shellRouteForPath } from '../../../shell/src/routing/route-table';
import { serviceUnavailable, upstreamRoutes } from './upstream';
import trackRoutes from './track';
import contactRoutes from './contact';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|webp|jpe?g)$/;

function currentRegistry(config: GatewayConfig) {
  return publicRegistry(readRegistry(config.store.registryFile, config.store.environment), config.store);
}

export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: config.trustProxy });

  await app.register(helmet, {
    contentSecurityPolicy: false, // set per page below, from the live registry
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: config.production,
  });

  // one session for the /api routes and the /graphql proxy: both renew an expired token the same way
  const api = createApiClient({ apiUrl: config.apiUrl, apiKey: config.apiKey, gatewaySecret: config.gatewaySecret });
  await app.register(sessionPlugin, { api, sessionSecret: config.sessionSecret, secure: isSecureOrigin(config.publicOrigin) });
  // The public category lists, kept briefly: the /api routes answer them and each page's footer shows them.
  const categoryLists = createCategoryLists(api);

  const builds = new ServerBuilds();
  /** What a server render of a page's areas works with; `log` says whose render it is. */
  const renderOptions = ({ budgetMs }: { budgetMs: number }, log: FastifyBaseLogger): PageRenderOptions => ({
    builds,
    apiUrl: config.apiUrl,
    apiKey: config.apiKey,
    publicOrigin: config.publicOrigin,
    budgetMs,
    log,
  });

  // The live versions' server builds, loaded before pages ask for them and warmed by one render of the
  // home page: once per registry, and again a while after a build could not be loaded (an origin that
  // is down is not asked, nor logged, per page).
  let prepared: { registry: string; at: number; loaded?: boolean; loading: Promise<boolean> } | undefined;
  const prepareForPages = async (registry: ReturnType<typeof currentRegistry>, log: FastifyBaseLogger): Promise<void> => {
    const { serverRender } = config;
    if (!serverRender) return;
    const key = JSON.stringify(registry.remotes);
    const retry = prepared?.loaded === false && Date.now() - prepared.at > RETRY_AFTER_MS;
    if (prepared?.registry !== key || retry) {
      const loading = prepareServerBuilds(builds, registry, config.store.shellDist, log).then(async (loaded) => {
        // with every build loaded, the home page is rendered once in each language before /ready says so
        if (loaded) await warmPageRenders(renderOptions(serverRender, log), registry, config.store.shellDist, categoryLists.footer);
        return loaded;
      });
      const attempt: NonNullable<typeof prepared> = { registry: key, at: Date.now(), loading };
      void attempt.loading.then((loaded) => (attempt.loaded = loaded));
      prepared = attempt;
    }
    await prepared.loading;
  };

  app.get('/health', async () => ({ ok: true }));
  // Ready when the commerce API answers and the server builds are loaded and warmed (or found missing,
  // or given up on for a while): what the harness and `npm start` wait for, so the first page is
  // rendered on the server within its budget.
  app.get('/ready', async (request, reply) => {
    try {
      const response = await fetch(new URL('/health', config.apiUrl), { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        await prepareForPages(currentRegistry(config), request.log);
        return { ok: true };
      }
    } catch {
      // not up yet
    }
    return reply.code(503).send({ ok: false });
  });

  // Everything registered in here is compressed per request (br or gzip, past a threshold): the
  // registry, the /api answers and what /graphql and /images proxy. The shell's files stay outside:
  // the build wrote their compressed copies, and in here a 304 for one would go out with a
  // content-encoding header. The page encodes itself (sendPage).
  await app.register(async function dynamicResponses(scope) {
    await scope.register(compress, compressionOptions);
    await scope.register(rateLimits, { limits: config.rateLimits, redisUrl: config.redisUrl });

    scope.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(currentRegistry(config)));

    await scope.register(apiRoutes, {
      prefix: '/api',
      apiUrl: config.apiUrl,
      apiKey: config.apiKey,
      publicOrigin: config.publicOrigin,
      sessionSecret: config.sessionSecret,
      production: config.production,
      gatewaySecret: config.gatewaySecret,
      payments: { apiUrl: `${config.paymentsOrigin}/v1`, publishableKey: config.paymentPublishableKey },
      categoryLists,
    });

    await scope.register(trackRoutes, { prefix: '/api', publicOrigin: config.publicOrigin });
    await scope.register(contactRoutes, {
      prefix: '/api',
      publicOrigin: config.publicOrigin,
      apiUrl: config.apiUrl,
      apiKey: config.apiKey,
      production: config.production,
      gatewaySecret: config.gatewaySecret,
      sessionSecret: config.sessionSecret,
      perHour: config.production ? 5 : 1000,
    });

    await scope.register(upstreamRoutes, {
      apiUrl: config.apiUrl,
      publicOrigin: config.publicOrigin,
      sessionFor: async (request: FastifyRequest, reply: FastifyReply) => {
        const { session, expired } = await app.storeSession(request, reply);
        return { token: session?.token ?? null, expired };
      },
    });
  });

  fs.mkdirSync(config.store.shellDist, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.store.shellDist,
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    // the shell's server build (server/) is the gateway's to run, not the browser's to fetch
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // The page carries the live registry (read on every request, so a deploy or rollback shows on the
  // next load) and hints for the remotes it names; its policy is computed from the same registry
  // and from the HTML actually sent. See docs/decisions/010 and 007. Its head goes out at once; its
  // body follows with the owning remote's area rendered on the server (docs/decisions/018).
  const readShellStartup = shellStartupReader(config.store.shellDist);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    let template: string;
    try {
      template = await fs.promises.readFile(config.shellIndex, 'utf8');
    } catch {
      return serviceUnavailable(reply, 'The store page (the shell is not built)');
    }
    const registry = currentRegistry(config);
    // a deploy's server build starts loading with the first page that sees it, whichever app owns that page
    void prepareForPages(registry, request.log);
    const address = new URL(request.url, 'http://page.invalid');
    const language = detectLanguage(address.pathname, request.headers.cookie ?? '');
    const options = config.serverRender ? renderOptions(config.serverRender, request.log) : null;
    const pathname = stripLocalePrefix(address.pathname);
    const page = { url: pathname + address.search, language, ip: request.ip };
    const served = withLanguage(renderPage(template, registry), language);
    // A page whose content the server renders shows it before the scripts are asked for; a page the
    // browser renders asks for everything its start needs at once.
    let html: string;
    if (options && expectsServerRender(options, registry, pathname)) html = scriptsAfterFirstPaint(served);
    else {
      const owner = remoteForPath(pathname);
      const entry = owner ? registry.remotes[owner] : undefined;
      const ownerEntry = entry ? { href: new URL('remoteEntry.js', entry.manifest).href, integrity: entry.integrity?.entry } : undefined;
      html = withHeadLinks(served, startupPreloads(await readShellStartup(), language, ownerEntry));
    }
    const csp = contentSecurityPolicy({
      remoteOrigins: remoteOrigins(registry),
      paymentsOrigin: config.paymentsOrigin,
      scriptHashes: inlineScriptHashes(html),
    });
    const { head, body } = splitAfterHead(html);
    let filled = Promise.resolve(body);
    if (options) {
      const shell = shellServerEntry(config.store.shellDist);
      filled = Promise.all([
        shell.then((entry) => renderShellHeader(options, entry, page)),
        renderRemoteArea(options, registry, page),
        shell.then((entry) => renderShellFooter(options, entry, page, categoryLists.footer)),
      ]).then((areas) => fillAreas(body, areas.filter((area) => area !== null)));
    }
    const { stream, encoding } = streamPage(head, filled, body, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    // An address no app owns gets the shell's "not found" page with a 404, so a search engine or a
    // link checker sees it is missing; every other route of the route table is a page.
    const unknown = address.pathname !== '/index.html' && shellRouteForPath(stripLocalePrefix(address.pathname))?.kind === 'not-found';
    return reply
      .code(unknown ? 404 : 200)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
      .send(stream);
  };

  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ error: 'not_found' });
  });

  return app;
}
