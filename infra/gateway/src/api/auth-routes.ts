// Session and account access (spec §7 /api/user, /api/auth/*): sign-in and registration set the
// encrypted session cookie; the tokens never reach the page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GatewayLoginDocument,
  GatewayLogoutDocument,
  GatewayRegisterDocument,
  GatewayRequestPasswordResetDocument,
  GatewayResetPasswordDocument,
  GatewayUserInfoDocument,
  type GatewayAuthPayloadFragment,
} from '../generated/graphql.js';
import { SESSION_COOKIE, nowSeconds, openSession } from '../session/session-cookie.js';
import { DEVICE_COOKIE, LOGOUT_CLEARED_COOKIES, baseCookieOptions, deviceCookieOptions, encryptCookieValue, readEncryptedCookie } from './cookies.js';
import { originCheck, requestLanguage, sendResult, statusFor, type RouteDeps } from './route-kit.js';

const loginBody = z.object({ identifier: z.string().max(254), password: z.string().max(128) });
const registerBody = z.object({
  phone: z.string().max(32).nullish(),
  email: z.string().max(254).nullish(),
  password: z.string().max(128),
  firstName: z.string().max(200).nullish(),
  lastName: z.string().max(200).nullish(),
  title: z.string().max(20).nullish(),
  language: z.enum(['AR', 'EN']).nullish(),
});
const forgotBody = z.object({ identifier: z.string().max(254) });
const resetBody = z.object({ token: z.string().max(128), password: z.string().max(128) });

export default async function authRoutes(scope: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { api } = deps;
  const checkOrigin = originCheck(deps.storeOrigin);

  app.get('/user', async (request, reply) => {
    const { session, expired } = await app.storeSession(request, reply);
    if (!session) return { user: null, token: false, refreshToken: false, isExpired: expired, noSession: !expired };
    const data = await api(GatewayUserInfoDocument, {}, { token: session.token, language: requestLanguage(request) });
    if (!data.userInfo) {
      // revoked (logged out elsewhere, password reset) or deactivated
      reply.clearStoreSession();
      return { user: null, token: false, refreshToken: false, isExpired: false, noSession: true };
    }
    return { user: data.userInfo, token: true, refreshToken: true, isExpired: false, noSession: false };
  });

  async function authAnswer(reply: FastifyReply, result: GatewayAuthPayloadFragment) {
    if (result.success && result.token && result.refreshToken && result.tokenExpiresAt && result.refreshExpiresAt) {
      await reply.setStoreSession({
        token: result.token,
        tokenExpiresAt: result.tokenExpiresAt,
        refreshToken: result.refreshToken,
        refreshExpiresAt: result.refreshExpiresAt,
      });
    }
    // this browser has now signed in to the account: its next sign-in attempts count on their own (ADR 017)
    if (result.success && result.deviceToken && result.deviceTokenExpiresAt) {
      const sealed = await encryptCookieValue(result.deviceToken, deps.sessionSecret, result.deviceTokenExpiresAt);
      reply.setCookie(DEVICE_COOKIE, sealed, deviceCookieOptions(deps.secure, result.deviceTokenExpiresAt));
    }
    if (result.retryAfter) reply.header('retry-after', String(result.retryAfter));
    const { token: _t, refreshToken: _r, tokenExpiresAt: _te, refreshExpiresAt: _re, deviceToken: _d, deviceTokenExpiresAt: _de, ...visible } = result;
    return reply.code(statusFor(result)).send(visible);
  }

  app.post('/auth/login', { preHandler: checkOrigin, schema: { body: loginBody } }, async (request, reply) => {
    const deviceToken = await readEncryptedCookie(request, DEVICE_COOKIE, deps.sessionSecret);
    const data = await api(GatewayLoginDocument, { ...request.body, deviceToken }, { clientIp: request.ip, language: requestLanguage(request) });
    return authAnswer(reply, data.login);
  });

  app.post('/auth/register', { preHandler: checkOrigin, schema: { body: registerBody } }, async (request, reply) => {
    const data = await api(GatewayRegisterDocument, { input: request.body }, { clientIp: request.ip, language: requestLanguage(request) });
    return authAnswer(reply, data.register);
  });

  app.post('/auth/forgot-password', { preHandler: checkOrigin, schema: { body: forgotBody } }, async (request, reply) => {
    const data = await api(
      GatewayRequestPasswordResetDocument,
      { identifier: request.body.identifier, resetUrl: `${deps.storeOrigin}/authentication/reset-password` },
      { clientIp: request.ip, language: requestLanguage(request) },
    );
    return sendResult(reply, data.requestPasswordReset);
  });

  app.post('/auth/reset-password', { preHandler: checkOrigin, schema: { body: resetBody } }, async (request, reply) => {
    const data = await api(GatewayResetPasswordDocument, request.body, { clientIp: request.ip, language: requestLanguage(request) });
    return sendResult(reply, data.resetPassword);
  });

  app.get('/auth/logout', { preHandler: checkOrigin }, async (request, reply) => {
    const session = await openSession(request.cookies[SESSION_COOKIE], deps.sessionSecret);
    if (session) {
      const live = session.tokenExpiresAt > nowSeconds() ? session.token : null;
      await api(GatewayLogoutDocument, { refreshToken: session.refreshToken }, { token: live, clientIp: request.ip });
    }
    reply.clearStoreSession();
    // the checkout, payment and card cookies belong to this shopper's session too; the language stays
    for (const name of LOGOUT_CLEARED_COOKIES) reply.clearCookie(name, baseCookieOptions(deps.secure));
    return { success: true };
  });
}
