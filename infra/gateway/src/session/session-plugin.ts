// The shopper's session for every gateway route that needs it (/api and the /graphql proxy):
// `app.storeSession(request, reply)` opens the encrypted cookie and, when the access token has expired, renews
// it with the refresh token — one renewal shared by the page's parallel requests, since the API
// rotates refresh tokens and a second concurrent renewal would end the session. Renewing writes the
// new cookie on the reply; a renewal that fails clears it, reports the session as expired and marks
// the answer `x-session-expired: 1`, whichever route it is (/api or /graphql), so the page can open
// its expired-session modal mid-page.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiClient } from '../api/api-client.js';
import { baseCookieOptions } from '../api/cookies.js';
import { GatewayRefreshTokenDocument } from '../generated/graphql.js';
import { SESSION_EXPIRED_HEADER } from '../upstream.js';
import { SESSION_COOKIE, nowSeconds, openSession, sealSession, type SessionData } from './session-cookie.js';

export interface SessionState {
  /** The live session (renewed when it had to be), or null for a guest. */
  session: SessionData | null;
  /** The shopper had a session whose token and renewal have both lapsed. */
  expired: boolean;
  /** A session cookie came with the request (valid or not). */
  had: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session of this request, read (and renewed) once per request. */
    storeSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState>;
  }
  interface FastifyReply {
    /** Writes the session cookie. */
    setStoreSession(data: SessionData): Promise<void>;
    /** Clears the session cookie. */
    clearStoreSession(): void;
  }
}

export interface SessionPluginOptions {
  api: ApiClient;
  sessionSecret: string;
  /** Cookies are Secure outside a localhost store. */
  secure: boolean;
}

const RENEWAL_MEMORY_MS = 10_000;

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  if (!app.hasReplyDecorator('setCookie')) await app.register(cookie);

  const renewals = new Map<string, Promise<SessionData | null>>();
  function renew(refreshToken: string, clientIp: string): Promise<SessionData | null> {
    let pending = renewals.get(refreshToken);
    if (!pending) {
      pending = options.api(GatewayRefreshTokenDocument, { refreshToken }, { clientIp }).then(({ refreshToken: r }) =>
        r.success && r.token && r.refreshToken && r.tokenExpiresAt && r.refreshExpiresAt
          ? { token: r.token, tokenExpiresAt: r.tokenExpiresAt, refreshToken: r.refreshToken, refreshExpiresAt: r.refreshExpiresAt }
          : null,
      );
      renewals.set(refreshToken, pending);
      // a request that arrives just after the renewal still carries the old cookie: it gets the same answer
      const forget = () => setTimeout(() => renewals.delete(refreshToken), RENEWAL_MEMORY_MS).unref();
      pending.then(forget, () => renewals.delete(refreshToken));
    }
    return pending;
  }

  const cookieOptions = () => ({ ...baseCookieOptions(options.secure), httpOnly: true });

  app.decorateReply('setStoreSession', async function setStoreSession(this: FastifyReply, data: SessionData) {
    this.setCookie(SESSION_COOKIE, await sealSession(data, options.sessionSecret), {
      ...cookieOptions(),
      maxAge: Math.max(0, data.refreshExpiresAt - nowSeconds()),
    });
  });
  app.decorateReply('clearStoreSession', function clearStoreSession(this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, cookieOptions());
  });

  const states = new WeakMap<FastifyRequest, Promise<SessionState>>();
  async function read(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
    const value = request.cookies[SESSION_COOKIE];
    const session = await openSession(value, options.sessionSecret);
    if (!session) return { session: null, expired: false, had: value !== undefined };
    if (session.tokenExpiresAt > nowSeconds()) return { session, expired: false, had: true };
    const next = await renew(session.refreshToken, request.ip);
    if (!next) {
      reply.clearStoreSession();
      reply.header(SESSION_EXPIRED_HEADER, '1');
      return { session: null, expired: true, had: true };
    }
    await reply.setStoreSession(next);
    return { session: next, expired: false, had: true };
  }

  app.decorate('storeSession', function storeSession(request: FastifyRequest, reply: FastifyReply) {
    let state = states.get(request);
    if (!state) {
      state = read(request, reply);
      states.set(request, state);
    }
    return state;
  });
}

export default fp(sessionPlugin, { name: 'store-session', fastify: '5.x' });
