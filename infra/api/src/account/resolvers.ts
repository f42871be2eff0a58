// Identity, user and address-book resolvers: each validates its input, calls a service or a
// repository, and maps the result. Identity and its throttling are in identity-service.ts.
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql.js';
import { fail, fieldError, ok, type FieldError, type MessageKey } from '../messages.js';
import {
  addressInputSchema, loginSchema, newPasswordSchema, phoneChangeSchema, profileDetailsSchema,
  registrationFields, requiringEmailOrPhone, titleSchema,
} from 'shared-domain';
import { idField, requiredText, validate } from '../validation.js';
import { UniqueViolation, type AddressRow } from './account-repository.js';
import { authFail, register, renewSession, requestPasswordReset, resetPassword, signIn, signOut, type IdentityDeps } from './identity-service.js';
import { toAddress, toUser, toUserInfo } from './mappers.js';

const identity = (ctx: GraphQLContext): IdentityDeps => ({ repos: ctx.repos, config: ctx.config, clientIp: ctx.clientIp, language: ctx.language });

// The identity and address inputs are shared-domain's schemas, the ones the account pages check
// before sending; only what the browser never sends (title, language, tokens) is added here.
const registerSchema = requiringEmailOrPhone(
  z.object({
    ...registrationFields,
    title: titleSchema.nullish(),
    language: z.enum(['AR', 'EN']).nullish(),
  }),
);

const loginInput = loginSchema.extend({
  deviceToken: z.string({ message: 'invalid_type' }).max(1024, 'field_too_long').nullish(),
});

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
    const input = validate(loginInput, args);
    if (!input.ok) return authFail('invalid_input', input.errors);
    return signIn(identity(ctx), input.data);
  },

  async register(_root, { input: raw }, ctx) {
    if (!ctx.fromGateway) return authFail('forbidden');
    const input = validate(registerSchema, raw);
    if (!input.ok) return authFail('invalid_input', input.errors);
    return register(identity(ctx), input.data);
  },

  async refreshToken(_root, { refreshToken }, ctx) {
    if (!ctx.fromGateway) return authFail('forbidden');
    if (refreshToken.length === 0 || refreshToken.length > 128) return authFail('invalid_input', [fieldError('refreshToken', 'field_too_long')]);
    return renewSession(identity(ctx), refreshToken);
  },

  async requestPasswordReset(_root, args, ctx) {
    if (!ctx.fromGateway) return fail('forbidden');
    const input = validate(requestResetSchema, args);
    if (!input.ok) return fail('invalid_input', input.errors);
    return requestPasswordReset(identity(ctx), input.data);
  },

  async resetPassword(_root, args, ctx) {
    if (!ctx.fromGateway) return fail('forbidden');
    const input = validate(resetSchema, args);
    if (!input.ok) return fail('invalid_input', input.errors);
    return resetPassword(identity(ctx), input.data);
  },

  async logout(_root, args, ctx) {
    const input = validate(logoutSchema, args);
    if (!input.ok) return fail('invalid_input', input.errors);
    // only the gateway holds refresh tokens
    return signOut(identity(ctx), { sessionId: ctx.viewer?.sessionId ?? null, refreshToken: ctx.fromGateway ? input.data.refreshToken ?? null : null });
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
    const d = input.data;
    // without a choice, the first address of its type becomes its default (decided with the book locked)
    const address = await ctx.repos.account.saveAddress(userId, {
      address1: d.address1, address2: d.address2 ?? null, lat: d.lat, long: d.long, addressType: d.addressType,
      country: d.country ?? 'SA', isDefault: d.isDefault ?? null,
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
        // without a choice it stays what it is when the change is made, not when it was asked
        country: d.country ?? current.country, isDefault: d.isDefault ?? null,
      },
      current.id,
    );
    // deleted meanwhile by another request
    if (!address) return addressFail('not_found', [fieldError('id', 'not_found')]);
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
