// Backend-for-frontend routes under /api (spec §7 "Own backend proxy"): session, identity, address book,
// categories and the checkout helper cookies. Registered by the gateway with prefix /api.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { z } from 'zod';
import { ApiUnavailableError, createApiClient, resolveGatewaySecret, type ApiClient } from './api-client.js';
import { HELPER_COOKIES, LOGOUT_CLEARED_COOKIES, baseCookieOptions, encryptCookieValue, isSecureOrigin } from './cookies.js';
import { failure, type GatewayMessageKey } from './messages.js';
import * as ops from './operations.js';
import { fromStorePage } from './origin.js';
import { SESSION_COOKIE, nowSeconds, openSession, sealSession, type SessionData } from './session.js';
import { cartRoutes } from './cart-routes.js';

const optionsSchema = z.object({
  apiUrl: z.string().url(),
  apiKey: z.string().min(1),
  publicOrigin: z.string().url(),
  sessionSecret: z.string().min(32, 'sessionSecret must be at least 32 characters'),
  production: z.boolean(),
  gatewaySecret: z.string().min(16).optional(),
});

export type ApiRoutesOptions = z.input<typeof optionsSchema>;

const CATEGORY_TTL_MS = 60_000;

export default async function apiRoutes(app: FastifyInstance, rawOptions: ApiRoutesOptions): Promise<void> {
  const parsed = optionsSchema.safeParse(rawOptions);
  if (!parsed.success) {
    throw new Error(`Invalid /api options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const opts = parsed.data;
  const gatewaySecret = resolveGatewaySecret(opts.gatewaySecret, opts.production);
  const storeOrigin = new URL(opts.publicOrigin).origin;
  const secure = isSecureOrigin(opts.publicOrigin);
  const api = createApiClient({ apiUrl: opts.apiUrl, apiKey: opts.apiKey, gatewaySecret });

  // encapsulated: only these routes parse cookies (unless the host already did)
  if (!app.hasReplyDecorator('setCookie')) await app.register(cookie);

  // ---- helpers

  const sessionCookieOptions = (expiresAt: number) => ({
    ...baseCookieOptions(secure),
    httpOnly: true,
    maxAge: Math.max(0, expiresAt - nowSeconds()),
  });

  async function setSession(reply: FastifyReply, data: SessionData): Promise<void> {
    reply.setCookie(SESSION_COOKIE, await sealSession(data, opts.sessionSecret), sessionCookieOptions(data.refreshExpiresAt));
  }

  function clearSession(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, { ...baseCookieOptions(secure), httpOnly: true });
  }

  const language = (request: FastifyRequest): string | undefined => {
    const lang = request.headers.lang;
    return typeof lang === 'string' ? lang : request.headers['accept-language'];
  };

  /** CSRF: state-changing routes answer only the store's own pages. */
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromStorePage(request, storeOrigin)) return reply.code(403).send(failure('invalid_origin'));
  };

  function statusFor(result: ops.ApiResult): number {
    if (result.success) return 200;
    switch (result.key) {
      case 'too_many_attempts': return 429;
      case 'invalid_credentials': case 'unauthorized': case 'session_expired': return 401;
      case 'forbidden': case 'account_inactive': return 403;
      case 'not_found': return 404;
      default: return 400;
    }
  }

  /** Sends an API result with its status; a throttled one says when to try again. */
  function sendResult(reply: FastifyReply, result: ops.ApiResult) {
    if (result.retryAfter) reply.header('retry-after', String(result.retryAfter));
    return reply.code(statusFor(result)).send(result);
  }

  function badBody(reply: FastifyReply, error: z.ZodError) {
    const errors = error.issues.map((issue) => {
      const key: GatewayMessageKey =
        issue.code === 'too_big' ? 'field_too_long' : issue.code === 'invalid_type' && issue.input === undefined ? 'field_required' : issue.code === 'invalid_type' ? 'invalid_type' : 'invalid_value';
      return { field: issue.path.join('.') || '(body)', key };
    });
    return reply.code(400).send(failure('invalid_input', errors));
  }

  // Renewals by refresh token: the page's parallel requests after expiry share one renewal (the API rotates
  // refresh tokens, so a second concurrent renewal would fail and end the session).
  const renewals = new Map<string, Promise<SessionData | null>>();
  function renew(refreshToken: string, clientIp: string): Promise<SessionData | null> {
    let pending = renewals.get(refreshToken);
    if (!pending) {
      pending = api<{ refreshToken: ops.AuthResult }>(ops.REFRESH, { refreshToken }, { clientIp }).then(({ refreshToken: r }) =>
        r.success && r.token && r.refreshToken && r.tokenExpiresAt && r.refreshExpiresAt
          ? { token: r.token, tokenExpiresAt: r.tokenExpiresAt, refreshToken: r.refreshToken, refreshExpiresAt: r.refreshExpiresAt }
          : null,
      );
      renewals.set(refreshToken, pending);
      const forget = () => setTimeout(() => renewals.delete(refreshToken), 10_000).unref();
      pending.then(forget, () => renewals.delete(refreshToken));
    }
    return pending;
  }

  /** The live session, renewed with the refresh token when the access token has expired. */
  async function currentSession(request: FastifyRequest, reply: FastifyReply): Promise<{ session: SessionData | null; expired: boolean; had: boolean }> {
    const session = await openSession(request.cookies[SESSION_COOKIE], opts.sessionSecret);
    if (!session) return { session: null, expired: false, had: request.cookies[SESSION_COOKIE] !== undefined };
    if (session.tokenExpiresAt > nowSeconds()) return { session, expired: false, had: true };
    const next = await renew(session.refreshToken, request.ip);
    if (!next) {
      clearSession(reply);
      return { session: null, expired: true, had: true };
    }
    await setSession(reply, next);
    return { session: next, expired: false, had: true };
  }

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof ApiUnavailableError) {
      app.log.error(error);
      return reply.code(502).send(failure('operation_failed'));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send(failure('invalid_input'));
    app.log.error(error);
    return reply.code(500).send(failure('operation_failed'));
  });

  // No caching of anything personal.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // ---- session

  app.get('/user', async (request, reply) => {
    const { session, expired } = await currentSession(request, reply);
    if (!session) return { user: null, token: false, refreshToken: false, isExpired: expired, noSession: !expired };
    const data = await api<{ userInfo: ops.UserInfo | null }>(ops.USER_INFO_QUERY, {}, { token: session.token, language: language(request) });
    if (!data.userInfo) {
      // revoked (logged out elsewhere, password reset) or deactivated
      clearSession(reply);
      return { user: null, token: false, refreshToken: false, isExpired: false, noSession: true };
    }
    return { user: data.userInfo, token: true, refreshToken: true, isExpired: false, noSession: false };
  });

  // ---- identity

  async function authAnswer(request: FastifyRequest, reply: FastifyReply, result: ops.AuthResult) {
    if (result.success && result.token && result.refreshToken && result.tokenExpiresAt && result.refreshExpiresAt) {
      await setSession(reply, {
        token: result.token,
        tokenExpiresAt: result.tokenExpiresAt,
        refreshToken: result.refreshToken,
        refreshExpiresAt: result.refreshExpiresAt,
      });
    }
    if (result.retryAfter) reply.header('retry-after', String(result.retryAfter));
    const { token: _t, refreshToken: _r, tokenExpiresAt: _te, refreshExpiresAt: _re, ...visible } = result;
    return reply.code(statusFor(result)).send(visible);
  }

  const loginBody = z.object({ identifier: z.string().max(254), password: z.string().max(128) });
  app.post('/auth/login', { preHandler: checkOrigin }, async (request, reply) => {
    const body = loginBody.safeParse(request.body);
    if (!body.success) return badBody(reply, body.error);
    const data = await api<{ login: ops.AuthResult }>(ops.LOGIN, body.data, { clientIp: request.ip, language: language(request) });
    return authAnswer(request, reply, data.login);
  });

  const registerBody = z.object({
    phone: z.string().max(32).nullish(),
    email: z.string().max(254).nullish(),
    password: z.string().max(128),
    firstName: z.string().max(200).nullish(),
    lastName: z.string().max(200).nullish(),
    title: z.string().max(20).nullish(),
    language: z.enum(['AR', 'EN']).nullish(),
  });
  app.post('/auth/register', { preHandler: checkOrigin }, async (request, reply) => {
    const body = registerBody.safeParse(request.body);
    if (!body.success) return badBody(reply, body.error);
    const data = await api<{ register: ops.AuthResult }>(ops.REGISTER, { input: body.data }, { clientIp: request.ip, language: language(request) });
    return authAnswer(request, reply, data.register);
  });

  const forgotBody = z.object({ identifier: z.string().max(254) });
  app.post('/auth/forgot-password', { preHandler: checkOrigin }, async (request, reply) => {
    const body = forgotBody.safeParse(request.body);
    if (!body.success) return badBody(reply, body.error);
    const data = await api<{ requestPasswordReset: ops.ApiResult }>(
      ops.FORGOT,
      { identifier: body.data.identifier, resetUrl: `${storeOrigin}/authentication/reset-password` },
      { clientIp: request.ip, language: language(request) },
    );
    return sendResult(reply, data.requestPasswordReset);
  });

  const resetBody = z.object({ token: z.string().max(128), password: z.string().max(128) });
  app.post('/auth/reset-password', { preHandler: checkOrigin }, async (request, reply) => {
    const body = resetBody.safeParse(request.body);
    if (!body.success) return badBody(reply, body.error);
    const data = await api<{ resetPassword: ops.ApiResult }>(ops.RESET, body.data, { clientIp: request.ip, language: language(request) });
    return sendResult(reply, data.resetPassword);
  });

  app.get('/auth/logout', { preHandler: checkOrigin }, async (request, reply) => {
    const session = await openSession(request.cookies[SESSION_COOKIE], opts.sessionSecret);
    if (session) {
      const live = session.tokenExpiresAt > nowSeconds() ? session.token : null;
      await api<{ logout: ops.ApiResult }>(ops.LOGOUT, { refreshToken: session.refreshToken }, { token: live, clientIp: request.ip });
    }
    clearSession(reply);
    // the checkout, payment and card cookies belong to this shopper's session too; the language stays
    for (const name of LOGOUT_CLEARED_COOKIES) reply.clearCookie(name, baseCookieOptions(secure));
    return { success: true };
  });

  // ---- address book

  app.get('/address', async (request, reply) => {
    const { session } = await currentSession(request, reply);
    if (!session) return reply.code(401).send({ ...failure('unauthorized'), addressBook: [] });
    const data = await api<{ addressBook: unknown[] }>(ops.ADDRESS_BOOK, {}, { token: session.token });
    return { addressBook: data.addressBook };
  });

  const setDefaultBody = z.object({
    lat: z.number(),
    long: z.number(),
    address: z.string().max(400),
    address2: z.string().max(400).nullish(),
    country: z.string().max(8).default('SA'),
    addressType: z.enum(['SHIPPING', 'BILLING', 'shipping', 'billing']).default('SHIPPING'),
  });
  app.post('/address/set-default', { preHandler: checkOrigin }, async (request, reply) => {
    const body = setDefaultBody.safeParse(request.body);
    if (!body.success) return badBody(reply, body.error);
    const { session } = await currentSession(request, reply);
    if (!session) return reply.code(401).send(failure('unauthorized'));
    const b = body.data;
    const data = await api<{ setCurrentAddress: ops.ApiResult }>(
      ops.SET_CURRENT_ADDRESS,
      { input: { address1: b.address, address2: b.address2 ?? null, lat: b.lat, long: b.long, country: b.country, addressType: b.addressType.toUpperCase() } },
      { token: session.token, language: language(request) },
    );
    return reply.code(statusFor(data.setCurrentAddress)).send(data.setCurrentAddress);
  });

  // ---- categories (public, cached briefly)

  const cached = new Map<string, { at: number; value: Promise<unknown> }>();
  function cachedCall<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cached.get(key);
    if (hit && Date.now() - hit.at < CATEGORY_TTL_MS) return hit.value as Promise<T>;
    const value = load();
    cached.set(key, { at: Date.now(), value });
    value.catch(() => cached.delete(key));
    return value;
  }
  const categories = () => cachedCall('categories', async () => (await api<{ categories: ops.CategoryItem[] }>(ops.CATEGORIES, {})).categories);

  const publicHeaders = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

  const categoriesRoute = async (_request: FastifyRequest, reply: FastifyReply) => {
    publicHeaders(reply);
    return { categories: await categories() };
  };
  app.post('/categories', categoriesRoute);
  app.get('/categories', categoriesRoute);

  const leadRoute = async (_request: FastifyRequest, reply: FastifyReply) => {
    publicHeaders(reply);
    // the footer shows the leading categories with at most six children each
    const lead = (await categories()).slice(0, 6).map((c) => ({ ...c, children: c.children.slice(0, 6) }));
    return { leadCategories: lead };
  };
  app.post('/categories/lead-categories', leadRoute);
  app.get('/categories/lead-categories', leadRoute);

  const typesRoute = async (_request: FastifyRequest, reply: FastifyReply) => {
    publicHeaders(reply);
    const types = await cachedCall('types', async () => (await api<{ popularProductTypes: unknown[] }>(ops.PRIME_TYPES, {})).popularProductTypes);
    return { productTypes: types };
  };
  const brandsRoute = async (_request: FastifyRequest, reply: FastifyReply) => {
    publicHeaders(reply);
    const brands = await cachedCall('brands', async () => (await api<{ popularBrands: unknown[] }>(ops.PRIME_BRANDS, {})).popularBrands);
    return { brands };
  };
  for (const path of ['/categories/prime-types', '/prime-types']) {
    app.post(path, typesRoute);
    app.get(path, typesRoute);
  }
  for (const path of ['/categories/prime-brands', '/prime-brands']) {
    app.post(path, brandsRoute);
    app.get(path, brandsRoute);
  }

  await cartRoutes(app, { api, currentSession, checkOrigin, badBody, language });

  // ---- checkout helper cookies

  const updateCookieBody = z.object({
    cookieType: z.enum(HELPER_COOKIES),
    cookieData: z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
    shouldEncrypt: z.boolean().default(false),
    /** Unix seconds; the checkout cookie uses 2147483647. */
    exp: z.number().int().positive().max(2147483647).optional(),
  });
  app.post('/update-cookie', { preHandler: checkOrigin }, async (request, reply) => {
    const body = updateCookieBody.safeParse(request.body);
    if (!body.success) return badBody(reply, body.error);
    const { cookieType, cookieData, shouldEncrypt, exp } = body.data;
    const text = typeof cookieData === 'string' ? cookieData : JSON.stringify(cookieData);
    if (Buffer.byteLength(text) > 2048) return reply.code(400).send(failure('invalid_input', [{ field: 'cookieData', key: 'field_too_long' }]));
    if (exp !== undefined && exp <= nowSeconds()) return reply.code(400).send(failure('invalid_input', [{ field: 'exp', key: 'invalid_value' }]));
    const value = shouldEncrypt ? await encryptCookieValue(text, opts.sessionSecret, exp) : text;
    reply.setCookie(cookieType, value, {
      ...baseCookieOptions(secure),
      // page scripts read the plain ones; encrypted ones are for the server only
      httpOnly: shouldEncrypt,
      ...(exp !== undefined ? { expires: new Date(exp * 1000) } : { maxAge: 7 * 24 * 60 * 60 }),
    });
    return { success: true };
  });

  const deleteCookieBody = z.object({ cookies: z.array(z.enum(HELPER_COOKIES)).min(1).max(HELPER_COOKIES.length) });
  app.post('/delete-cookie', { preHandler: checkOrigin }, async (request, reply) => {
    const body = deleteCookieBody.safeParse(request.body);
    if (!body.success) return badBody(reply, body.error);
    for (const name of body.data.cookies) reply.clearCookie(name, baseCookieOptions(secure));
    return { success: true };
  });
}

export type { ApiClient };
