// Identity, user and address-book resolvers.
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import type { AuthPayload, MutationResolvers, QueryResolvers } from '../generated/graphql.js';
import { fail, fieldError, ok, throttled, type FieldError, type MessageKey } from '../messages.js';
import {
  addressInputSchema, loginSchema, newPasswordSchema, parseIdentifier, phoneChangeSchema, profileDetailsSchema,
  registrationFields, requiringEmailOrPhone, titleSchema,
} from 'shared-domain';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../domain/password.js';
import { idField, requiredText, validate } from '../validation.js';
import { UniqueViolation, type AddressRow, type UserRow } from './account-repository.js';
import { toAddress, toUser, toUserInfo } from './mappers.js';
import { hashToken, signAccessToken } from './tokens.js';

const MINUTE = 60;
/** Ten wrong passwords in a row lock the account for a quarter of an hour. */
export const LOGIN_LIMITS = { account: 10, ip: 50, windowSeconds: 15 * MINUTE, lockSeconds: 15 * MINUTE };
/** Reset links asked for: five an hour per account (each sends a message), twenty per client address. */
export const RESET_LIMITS = { account: 5, ip: 20, windowSeconds: 60 * MINUTE, lockSeconds: 60 * MINUTE };
/**
 * Failed uses of reset links: per client address, per token, and per account once a token is known to be
 * (or have been) one of its links, so replaying stale links cannot go on from many addresses.
 */
export const RESET_USE_LIMITS = { token: 5, account: 10, ip: 20, windowSeconds: 60 * MINUTE, lockSeconds: 60 * MINUTE };
const RESET_TOKEN_TTL = 30 * MINUTE;

function authFail(key: MessageKey, errors: FieldError[] = [], retryAfter?: number): AuthPayload {
  return { ...fail(key, errors), token: null, refreshToken: null, user: null, ...(retryAfter ? { retryAfter } : {}) };
}

async function issueTokens(ctx: GraphQLContext, user: UserRow, key: MessageKey): Promise<AuthPayload> {
  const session = await ctx.repos.account.createSession(user.id, ctx.config.refreshTokenTtl);
  const access = await signAccessToken({ userId: user.id, sessionId: session.sessionId }, ctx.config.authSecret, ctx.config.accessTokenTtl);
  return {
    ...ok(key),
    token: access.token,
    tokenExpiresAt: access.expiresAt,
    refreshToken: session.refreshToken,
    refreshExpiresAt: session.expiresAt,
    user: toUserInfo(user),
  };
}

// The identity and address inputs are shared-domain's schemas, the ones the account pages check
// before sending; only what the browser never sends (title, language, tokens) is added here.
const registerSchema = requiringEmailOrPhone(
  z.object({
    ...registrationFields,
    title: titleSchema.nullish(),
    language: z.enum(['AR', 'EN']).nullish(),
  }),
);

const resetSchema = z.object({
  token: requiredText(128),
  password: newPasswordSchema,
});

const logoutSchema = z.object({
  refreshToken: z.string({ message: 'invalid_type' }).max(128, 'field_too_long').nullish(),
});

const requestResetSchema = z.object({
  identifier: requiredText(254),
  resetUrl: z
    .string()
    .max(300, 'field_too_long')
    .refine((url) => /^https?:\/\/[^\s]+$/.test(url) || /^\/[^\s/][^\s]*$/.test(url), 'invalid_value')
    .nullish(),
});

const userDetailsSchema = profileDetailsSchema;

const addressSchema = addressInputSchema;

function requireViewer(ctx: GraphQLContext) {
  return ctx.viewer;
}

function uniqueError(error: unknown): FieldError | null {
  if (!(error instanceof UniqueViolation)) return null;
  return error.column === 'email' ? fieldError('email', 'email_taken') : fieldError('phone', 'phone_taken');
}

async function addressResult(ctx: GraphQLContext, userId: number, key: MessageKey, address: AddressRow | null) {
  const book = await ctx.repos.account.addresses(userId);
  return { ...ok(key), address: address ? toAddress(address) : null, addressBook: book.map(toAddress) };
}

function addressFail(key: MessageKey, errors: FieldError[] = []) {
  return { ...fail(key, errors), address: null, addressBook: [] };
}

export const accountQueries: QueryResolvers<GraphQLContext> = {
  async me(_root, _args, ctx) {
    if (!ctx.viewer) return null;
    const user = await ctx.repos.account.userById(ctx.viewer.userId);
    return user ? toUser(user) : null;
  },
  async userInfo(_root, _args, ctx) {
    if (!ctx.viewer) return null;
    const user = await ctx.repos.account.userById(ctx.viewer.userId);
    return user ? toUserInfo(user) : null;
  },
  async addressBook(_root, _args, ctx) {
    if (!ctx.viewer) return [];
    return (await ctx.repos.account.addresses(ctx.viewer.userId)).map(toAddress);
  },
};

export const accountMutations: MutationResolvers<GraphQLContext> = {
  async login(_root, args, ctx) {
    if (!ctx.fromGateway) return authFail('forbidden');
    const input = validate(loginSchema, args);
    if (!input.ok) return authFail('invalid_input', input.errors);
    const account = ctx.repos.account;
    const identifier = parseIdentifier(input.data.identifier);
    const accountKey = `login:acct:${identifier ? `${identifier.kind}:${identifier.value}` : input.data.identifier.toLowerCase()}`;
    const ipKey = `login:ip:${ctx.clientIp}`;
    const wait = await account.throttleWait([accountKey, ipKey]);
    if (wait > 0) return authFail('too_many_attempts', [], wait);
    const user = identifier ? await account.userByIdentifier(identifier.kind, identifier.value) : null;
    // compare against a dummy hash when there is no such user, so timing does not reveal accounts
    const matches = await verifyPassword(input.data.password, user?.password_hash ?? (await dummyPasswordHash));
    if (!user || !matches || !user.active) {
      await account.recordFailure([
        { key: accountKey, max: LOGIN_LIMITS.account, windowSeconds: LOGIN_LIMITS.windowSeconds, lockSeconds: LOGIN_LIMITS.lockSeconds },
        { key: ipKey, max: LOGIN_LIMITS.ip, windowSeconds: LOGIN_LIMITS.windowSeconds, lockSeconds: LOGIN_LIMITS.lockSeconds },
      ]);
      return authFail(user && matches && !user.active ? 'account_inactive' : 'invalid_credentials');
    }
    await account.clearFailures([accountKey]);
    return issueTokens(ctx, user, 'logged_in');
  },

  async register(_root, { input: raw }, ctx) {
    if (!ctx.fromGateway) return authFail('forbidden');
    const input = validate(registerSchema, raw);
    if (!input.ok) return authFail('invalid_input', input.errors);
    const data = input.data;
    try {
      const user = await ctx.repos.account.createUser({
        phone: data.phone ?? null,
        email: data.email ?? null,
        passwordHash: await hashPassword(data.password),
        firstName: data.firstName ?? null,
        lastName: data.lastName ?? null,
        title: data.title ?? null,
        language: data.language ?? ctx.language,
      });
      return issueTokens(ctx, user, 'registered');
    } catch (error) {
      const taken = uniqueError(error);
      if (taken) return authFail('invalid_input', [taken]);
      throw error;
    }
  },

  async refreshToken(_root, { refreshToken }, ctx) {
    if (!ctx.fromGateway) return authFail('forbidden');
    if (refreshToken.length === 0 || refreshToken.length > 128) return authFail('invalid_input', [fieldError('refreshToken', 'field_too_long')]);
    const rotated = await ctx.repos.account.rotateRefreshToken(refreshToken);
    if (!rotated) return authFail('session_expired');
    const user = await ctx.repos.account.userById(rotated.userId);
    if (!user) return authFail('session_expired');
    const access = await signAccessToken({ userId: user.id, sessionId: rotated.sessionId }, ctx.config.authSecret, ctx.config.accessTokenTtl);
    return {
      ...ok('logged_in'),
      token: access.token,
      tokenExpiresAt: access.expiresAt,
      refreshToken: rotated.refreshToken,
      refreshExpiresAt: rotated.expiresAt,
      user: toUserInfo(user),
    };
  },

  async requestPasswordReset(_root, args, ctx) {
    if (!ctx.fromGateway) return fail('forbidden');
    const input = validate(requestResetSchema, args);
    if (!input.ok) return fail('invalid_input', input.errors);
    const account = ctx.repos.account;
    const identifier = parseIdentifier(input.data.identifier);
    if (!identifier) {
      return fail('invalid_input', [fieldError('identifier', input.data.identifier.includes('@') ? 'invalid_email' : 'invalid_phone')]);
    }
    const accountKey = `reset:acct:${identifier.kind}:${identifier.value}`;
    const ipKey = `reset:ip:${ctx.clientIp}`;
    const wait = await account.throttleWait([accountKey, ipKey]);
    if (wait > 0) return throttled(wait);
    // every request counts, successful or not: this sends messages
    await account.recordFailure([
      { key: accountKey, max: RESET_LIMITS.account, windowSeconds: RESET_LIMITS.windowSeconds, lockSeconds: RESET_LIMITS.lockSeconds },
      { key: ipKey, max: RESET_LIMITS.ip, windowSeconds: RESET_LIMITS.windowSeconds, lockSeconds: RESET_LIMITS.lockSeconds },
    ]);
    const user = await account.userByIdentifier(identifier.kind, identifier.value);
    if (user?.active) {
      const token = await account.createPasswordReset(user.id, RESET_TOKEN_TTL);
      const base = input.data.resetUrl ?? '/authentication/reset-password';
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
    // the same answer whether or not the account exists
    return ok('reset_sent');
  },

  async resetPassword(_root, args, ctx) {
    if (!ctx.fromGateway) return fail('forbidden');
    const input = validate(resetSchema, args);
    if (!input.ok) return fail('invalid_input', input.errors);
    const account = ctx.repos.account;
    const { windowSeconds, lockSeconds } = RESET_USE_LIMITS;
    const limits = [
      { key: `resetpw:ip:${ctx.clientIp}`, max: RESET_USE_LIMITS.ip, windowSeconds, lockSeconds },
      { key: `resetpw:token:${hashToken(input.data.token)}`, max: RESET_USE_LIMITS.token, windowSeconds, lockSeconds },
    ];
    // a used or expired link still names its account
    const owner = await account.passwordResetOwner(input.data.token);
    if (owner !== null) limits.push({ key: `resetpw:acct:${owner}`, max: RESET_USE_LIMITS.account, windowSeconds, lockSeconds });
    const wait = await account.throttleWait(limits.map((l) => l.key));
    if (wait > 0) return throttled(wait);
    const userId = await account.consumePasswordReset(input.data.token, await hashPassword(input.data.password));
    if (userId === null) {
      await account.recordFailure(limits);
      return fail('invalid_input', [fieldError('token', 'invalid_reset_token')]);
    }
    return ok('password_changed');
  },

  async logout(_root, args, ctx) {
    const input = validate(logoutSchema, args);
    if (!input.ok) return fail('invalid_input', input.errors);
    const { refreshToken } = input.data;
    if (ctx.viewer) await ctx.repos.account.revokeSession(ctx.viewer.sessionId);
    // an expired access token no longer names its session; the gateway still holds the refresh token
    if (refreshToken && ctx.fromGateway) await ctx.repos.account.revokeByRefreshToken(refreshToken);
    return ok('logged_out');
  },

  async updateUserDetails(_root, args, ctx) {
    const viewer = requireViewer(ctx);
    if (!viewer) return { ...fail('unauthorized'), user: null };
    const input = validate(userDetailsSchema, args);
    if (!input.ok) return { ...fail('invalid_input', input.errors), user: null };
    const data = input.data;
    const current = await ctx.repos.account.userById(viewer.userId);
    if (!current) return { ...fail('unauthorized'), user: null };
    // only the arguments that were sent change; an explicit null clears
    const patch: Parameters<typeof ctx.repos.account.updateUser>[1] = {};
    if ('title' in args) patch.title = data.title ?? null;
    if ('firstName' in args) patch.first_name = data.firstName ?? null;
    if ('lastName' in args) patch.last_name = data.lastName ?? null;
    if ('dob' in args) patch.dob = data.dob ?? null;
    if ('email' in args) {
      if (!data.email && !current.phone) return { ...fail('invalid_input', [fieldError('email', 'field_required')]), user: null };
      patch.email = data.email ?? null;
    }
    try {
      const user = await ctx.repos.account.updateUser(viewer.userId, patch);
      return user ? { ...ok('user_updated'), user: toUser(user) } : { ...fail('unauthorized'), user: null };
    } catch (error) {
      const taken = uniqueError(error);
      if (taken) return { ...fail('invalid_input', [taken]), user: null };
      throw error;
    }
  },

  async setPrefferedLanguage(_root, { lang }, ctx) {
    if (!ctx.viewer) return { ...fail('unauthorized'), user: null };
    const user = await ctx.repos.account.updateUser(ctx.viewer.userId, { language: lang });
    return user ? { ...ok('user_updated'), user: toUser(user) } : { ...fail('unauthorized'), user: null };
  },

  async updateUserSettings(_root, { enable, method }, ctx) {
    if (!ctx.viewer) return { ...fail('unauthorized'), user: null };
    const user = await ctx.repos.account.updateUser(
      ctx.viewer.userId,
      method === 'NOTIFICATION' ? { is_notification: enable } : { is_promotion: enable },
    );
    return user ? { ...ok('user_updated'), user: toUser(user) } : { ...fail('unauthorized'), user: null };
  },

  async updatePhonenumber(_root, args, ctx) {
    if (!ctx.viewer) return { ...fail('unauthorized'), user: null };
    const input = validate(phoneChangeSchema, args);
    if (!input.ok) return { ...fail('invalid_input', input.errors), user: null };
    try {
      const user = await ctx.repos.account.updateUser(ctx.viewer.userId, { phone: input.data.phone });
      return user ? { ...ok('user_updated'), user: toUser(user) } : { ...fail('unauthorized'), user: null };
    } catch (error) {
      const taken = uniqueError(error);
      if (taken) return { ...fail('invalid_input', [taken]), user: null };
      throw error;
    }
  },

  async deactivateUser(_root, _args, ctx) {
    if (!ctx.viewer) return fail('unauthorized');
    await ctx.repos.account.deactivateUser(ctx.viewer.userId);
    return ok('account_deactivated');
  },

  async createAddress(_root, { input: raw }, ctx) {
    if (!ctx.viewer) return addressFail('unauthorized');
    const input = validate(addressSchema, raw);
    if (!input.ok) return addressFail('invalid_input', prefix('input', input.errors));
    const userId = ctx.viewer.userId;
    const existing = await ctx.repos.account.addresses(userId);
    const d = input.data;
    const firstOfType = !existing.some((a) => a.address_type === d.addressType);
    const address = await ctx.repos.account.saveAddress(userId, {
      address1: d.address1, address2: d.address2 ?? null, lat: d.lat, long: d.long, addressType: d.addressType,
      country: d.country ?? 'SA', isDefault: d.isDefault ?? firstOfType,
    });
    return addressResult(ctx, userId, 'address_saved', address);
  },

  async updateAddress(_root, { id, input: raw }, ctx) {
    if (!ctx.viewer) return addressFail('unauthorized');
    const input = validate(z.object({ id: idField, input: addressSchema }), { id, input: raw });
    if (!input.ok) return addressFail('invalid_input', input.errors);
    const userId = ctx.viewer.userId;
    const current = await ctx.repos.account.addressById(userId, input.data.id);
    if (!current) return addressFail('not_found', [fieldError('id', 'not_found')]);
    const d = input.data.input;
    const address = await ctx.repos.account.saveAddress(
      userId,
      {
        address1: d.address1, address2: d.address2 ?? null, lat: d.lat, long: d.long, addressType: d.addressType,
        country: d.country ?? current.country, isDefault: d.isDefault ?? current.is_default,
      },
      current.id,
    );
    return addressResult(ctx, userId, 'address_saved', address);
  },

  async deleteAddress(_root, { id }, ctx) {
    if (!ctx.viewer) return addressFail('unauthorized');
    const input = validate(z.object({ id: idField }), { id });
    if (!input.ok) return addressFail('invalid_input', input.errors);
    const deleted = await ctx.repos.account.deleteAddress(ctx.viewer.userId, input.data.id);
    if (!deleted) return addressFail('not_found', [fieldError('id', 'not_found')]);
    return addressResult(ctx, ctx.viewer.userId, 'address_deleted', null);
  },

  async setDefaultAddress(_root, { id }, ctx) {
    if (!ctx.viewer) return addressFail('unauthorized');
    const input = validate(z.object({ id: idField }), { id });
    if (!input.ok) return addressFail('invalid_input', input.errors);
    const address = await ctx.repos.account.setDefaultAddress(ctx.viewer.userId, input.data.id);
    if (!address) return addressFail('not_found', [fieldError('id', 'not_found')]);
    return addressResult(ctx, ctx.viewer.userId, 'address_saved', address);
  },

  async setCurrentAddress(_root, { input: raw }, ctx) {
    if (!ctx.viewer) return addressFail('unauthorized');
    const input = validate(addressSchema, raw);
    if (!input.ok) return addressFail('invalid_input', prefix('input', input.errors));
    const userId = ctx.viewer.userId;
    const d = input.data;
    const near = await ctx.repos.account.addressNear(userId, d.addressType, d.lat, d.long);
    const address = near
      ? await ctx.repos.account.setDefaultAddress(userId, near.id)
      : await ctx.repos.account.saveAddress(userId, {
          address1: d.address1, address2: d.address2 ?? null, lat: d.lat, long: d.long, addressType: d.addressType,
          country: d.country ?? 'SA', isDefault: true,
        });
    return addressResult(ctx, userId, 'address_saved', address);
  },
};

function prefix(path: string, errors: FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, field: `${path}.${e.field}` }));
}
