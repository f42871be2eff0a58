// Identity: signing in (with its throttling and device proofs), registering, renewing and ending
// sessions, and resetting a forgotten password. The resolvers validate the input and call these; the
// rules of who is held to which failure counter are in login-throttle.ts (ADR 017).
import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../config.js';
import type { AuthPayload } from '../generated/graphql.js';
import { fail, fieldError, ok, throttled, type FieldError, type MessageKey, type ResultHead } from '../messages.js';
import { parseIdentifier } from 'shared-domain';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../domain/password.js';
import type { Repositories } from '../plugins/repositories.js';
import { UniqueViolation, type UserRow } from './account-repository.js';
import { DEVICE_PROOF_TTL_SECONDS, accountLoginKeys, loginLimits, loginSuccessKeys, resetRequestLimits, resetUseLimits } from './login-throttle.js';
import { toUserInfo } from './mappers.js';
import { hashToken, signAccessToken, signDeviceToken, verifyDeviceToken } from './tokens.js';

const RESET_TOKEN_TTL_SECONDS = 30 * 60;

/** What identity needs of a request: the repositories, the settings, the shopper's address and language. */
export interface IdentityDeps {
  repos: Repositories;
  config: ApiConfig;
  clientIp: string;
  language: 'AR' | 'EN';
}

export function authFail(key: MessageKey, errors: FieldError[] = [], retryAfter?: number): AuthPayload {
  return { ...fail(key, errors), token: null, refreshToken: null, user: null, ...(retryAfter ? { retryAfter } : {}) };
}

/** A new session for the user, and a device proof (the same device keeps its id). */
async function signedIn(deps: IdentityDeps, user: UserRow, key: MessageKey, deviceId: string | null): Promise<AuthPayload> {
  const { config, repos } = deps;
  const session = await repos.account.createSession(user.id, config.refreshTokenTtl);
  const access = await signAccessToken({ userId: user.id, sessionId: session.sessionId }, config.authSecret, config.accessTokenTtl);
  const device = await signDeviceToken({ userId: user.id, deviceId: deviceId ?? randomBytes(18).toString('base64url') }, config.authSecret, DEVICE_PROOF_TTL_SECONDS);
  return {
    ...ok(key),
    token: access.token,
    tokenExpiresAt: access.expiresAt,
    refreshToken: session.refreshToken,
    refreshExpiresAt: session.expiresAt,
    deviceToken: device.token,
    deviceTokenExpiresAt: device.expiresAt,
    user: toUserInfo(user),
  };
}

/**
 * Signs in with a password. A device proof of an earlier sign-in to this same account puts the attempt
 * on that device's own counter; without one it counts against the account and the client address,
 * so a stranger's wrong passwords slow strangers down and never lock the owner's devices out.
 */
export async function signIn(deps: IdentityDeps, input: { identifier: string; password: string; deviceToken?: string | null }): Promise<AuthPayload> {
  const account = deps.repos.account;
  const identifier = parseIdentifier(input.identifier);
  const accountName = identifier ? `${identifier.kind}:${identifier.value}` : input.identifier.toLowerCase();
  const user = identifier ? await account.userByIdentifier(identifier.kind, identifier.value) : null;
  const device = input.deviceToken ? await verifyDeviceToken(input.deviceToken, deps.config.authSecret) : null;
  const provenDeviceId = user && device && device.userId === user.id ? device.deviceId : null;

  const limits = loginLimits({ account: accountName, clientIp: deps.clientIp, provenDeviceId });
  const wait = await account.throttleWait(limits.map((limit) => limit.key));
  if (wait > 0) return authFail('too_many_attempts', [], wait);
  // compare against a dummy hash when there is no such user, so timing does not reveal accounts
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash));
  if (!user || !matches || !user.active) {
    await account.recordFailure(limits);
    return authFail(user && matches && !user.active ? 'account_inactive' : 'invalid_credentials');
  }
  await account.clearFailures(loginSuccessKeys({ account: accountName, provenDeviceId }));
  return signedIn(deps, user, 'logged_in', provenDeviceId);
}

function takenField(error: unknown): FieldError | null {
  if (!(error instanceof UniqueViolation)) return null;
  return error.column === 'email' ? fieldError('email', 'email_taken') : fieldError('phone', 'phone_taken');
}

export async function register(
  deps: IdentityDeps,
  data: { phone?: string | null; email?: string | null; password: string; firstName?: string | null; lastName?: string | null; title?: string | null; language?: 'AR' | 'EN' | null },
): Promise<AuthPayload> {
  try {
    const user = await deps.repos.account.createUser({
      phone: data.phone ?? null,
      email: data.email ?? null,
      passwordHash: await hashPassword(data.password),
      firstName: data.firstName ?? null,
      lastName: data.lastName ?? null,
      title: data.title ?? null,
      language: data.language ?? deps.language,
    });
    return signedIn(deps, user, 'registered', null);
  } catch (error) {
    const taken = takenField(error);
    if (taken) return authFail('invalid_input', [taken]);
    throw error;
  }
}

/** Swaps a refresh token for a new access token and refresh token on the same session. */
export async function renewSession(deps: IdentityDeps, refreshToken: string): Promise<AuthPayload> {
  const { config, repos } = deps;
  const rotated = await repos.account.rotateRefreshToken(refreshToken);
  if (!rotated) return authFail('session_expired');
  const user = await repos.account.userById(rotated.userId);
  if (!user) return authFail('session_expired');
  const access = await signAccessToken({ userId: user.id, sessionId: rotated.sessionId }, config.authSecret, config.accessTokenTtl);
  return {
    ...ok('logged_in'),
    token: access.token,
    tokenExpiresAt: access.expiresAt,
    refreshToken: rotated.refreshToken,
    refreshExpiresAt: rotated.expiresAt,
    user: toUserInfo(user),
  };
}

/** Ends the viewer's session, and the one a refresh token names (an expired access token no longer names its session). */
export async function signOut(deps: IdentityDeps, ended: { sessionId: string | null; refreshToken: string | null }): Promise<ResultHead> {
  if (ended.sessionId) await deps.repos.account.revokeSession(ended.sessionId);
  if (ended.refreshToken) await deps.repos.account.revokeByRefreshToken(ended.refreshToken);
  return ok('logged_out');
}

/** Sends a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(deps: IdentityDeps, input: { identifier: string; resetUrl?: string | null }): Promise<ResultHead & { retryAfter?: number }> {
  const account = deps.repos.account;
  const identifier = parseIdentifier(input.identifier);
  if (!identifier) return fail('invalid_input', [fieldError('identifier', input.identifier.includes('@') ? 'invalid_email' : 'invalid_phone')]);
  const limits = resetRequestLimits({ account: `${identifier.kind}:${identifier.value}`, clientIp: deps.clientIp });
  const wait = await account.throttleWait(limits.map((limit) => limit.key));
  if (wait > 0) return throttled(wait);
  // every request counts, successful or not: this sends messages
  await account.recordFailure(limits);
  const user = await account.userByIdentifier(identifier.kind, identifier.value);
  if (user?.active) {
    const token = await account.createPasswordReset(user.id, RESET_TOKEN_TTL_SECONDS);
    const base = input.resetUrl ?? '/authentication/reset-password';
    const link = `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
    const arabic = user.language === 'AR';
    await account.sendMessage({
      channel: identifier.kind === 'email' ? 'email' : 'sms',
      recipient: identifier.value,
      subject: arabic ? 'إعادة تعيين كلمة المرور' : 'Reset your password',
      body: arabic
        ? `لإعادة تعيين كلمة المرور افتح الرابط خلال 30 دقيقة: ${link}`
        : `To reset your password, open this link within 30 minutes: ${link}`,
    });
  }
  return ok('reset_sent');
}

/** Sets a new password with a reset link, once; every session of the account ends. */
export async function resetPassword(deps: IdentityDeps, input: { token: string; password: string }): Promise<ResultHead & { retryAfter?: number }> {
  const account = deps.repos.account;
  // a used or expired link still names its account
  const limits = resetUseLimits({ clientIp: deps.clientIp, tokenHash: hashToken(input.token), ownerId: await account.passwordResetOwner(input.token) });
  const wait = await account.throttleWait(limits.map((limit) => limit.key));
  if (wait > 0) return throttled(wait);
  const userId = await account.consumePasswordReset(input.token, await hashPassword(input.password));
  if (userId === null) {
    await account.recordFailure(limits);
    return fail('invalid_input', [fieldError('token', 'invalid_reset_token')]);
  }
  // the link proved the account is theirs: a stranger's lock no longer stands between them and signing in
  const owner = await account.userById(userId);
  if (owner) await account.clearFailures(accountLoginKeys(owner));
  return ok('password_changed');
}
