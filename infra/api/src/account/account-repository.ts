// Users, sessions, password resets, login throttling, the outbox and the address book.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { hashToken, randomToken } from './tokens.js';

export interface UserRow {
  id: number;
  phone: string | null;
  email: string | null;
  password_hash: string;
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  dob: string | null;
  mode: string | null;
  language: 'AR' | 'EN';
  is_notification: boolean;
  is_promotion: boolean;
  active: boolean;
}

export interface AddressRow {
  id: number;
  user_id: number;
  address1: string;
  address2: string | null;
  lat: number;
  long: number;
  address_type: 'SHIPPING' | 'BILLING';
  country: string;
  is_default: boolean;
}

const USER_COLUMNS = `id, phone, email, password_hash, title, first_name, last_name, to_char(dob, 'YYYY-MM-DD') AS dob,
  mode, language, is_notification, is_promotion, active`;
const ADDRESS_COLUMNS = 'id, user_id, address1, address2, lat, long, address_type, country, is_default';

export type UserPatch = Partial<{
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  dob: string | null;
  email: string | null;
  phone: string;
  language: 'AR' | 'EN';
  is_notification: boolean;
  is_promotion: boolean;
}>;

export interface AddressValues {
  address1: string;
  address2: string | null;
  lat: number;
  long: number;
  addressType: 'SHIPPING' | 'BILLING';
  country: string;
  /** null: the default when it is the first address of its type (an update keeps what it was). */
  isDefault: boolean | null;
}

export class UniqueViolation extends Error {
  constructor(readonly column: 'phone' | 'email') {
    super(`${column} already used`);
  }
}

function uniqueViolation(error: unknown): UniqueViolation | null {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string };
  if (e?.code !== '23505') return null;
  const text = `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`;
  if (text.includes('email')) return new UniqueViolation('email');
  if (text.includes('phone')) return new UniqueViolation('phone');
  return null;
}

export function createAccountRepository(db: Database) {
  /**
   * Runs a change of the user's address book with the user's row locked, so concurrent changes take
   * turns and each type keeps one default with a clear answer for every request; a unique-index race
   * that slipped through (or a serialization failure) is tried again.
   */
  async function withAddressBook<T>(userId: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
          return fn(tx);
        });
      } catch (error) {
        const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
        const defaultRace = code === '23505' && (constraint === 'addresses_one_default' || (message ?? '').includes('addresses_one_default'));
        if (!(defaultRace || code === '40001' || code === '40P01') || attempt >= 3) throw error;
      }
    }
  }

  /** A type left without its default (its default deleted or moved) gets its newest address as default. */
  async function handDefaultOn(tx: Queryable, userId: number, type: 'SHIPPING' | 'BILLING'): Promise<void> {
    await tx.query(
      `UPDATE addresses SET is_default = true
        WHERE id = (SELECT id FROM addresses WHERE user_id = $1 AND address_type = $2 ORDER BY id DESC LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND address_type = $2 AND is_default)`,
      [userId, type],
    );
  }

  return {
    async userById(id: number): Promise<UserRow | null> {
      const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    async userByIdentifier(kind: 'email' | 'phone', value: string): Promise<UserRow | null> {
      const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE ${kind} = $1`, [value]);
      return rows[0] ?? null;
    },

    async createUser(values: {
      phone: string | null; email: string | null; passwordHash: string; firstName: string | null;
      lastName: string | null; title: string | null; language: 'AR' | 'EN';
    }): Promise<UserRow> {
      try {
        const rows = await db.query<UserRow>(
          `INSERT INTO users (phone, email, password_hash, first_name, last_name, title, language, mode)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${USER_COLUMNS}`,
          [values.phone, values.email, values.passwordHash, values.firstName, values.lastName, values.title, values.language,
            values.email && !values.phone ? 'email' : 'phone'],
        );
        return rows[0]!;
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
    },

    async updateUser(id: number, patch: UserPatch): Promise<UserRow | null> {
      const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return this.userById(id);
      const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
      try {
        const rows = await db.query<UserRow>(
          `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 AND active RETURNING ${USER_COLUMNS}`,
          [id, ...entries.map(([, v]) => v)],
        );
        return rows[0] ?? null;
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
    },

    async deactivateUser(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.query('UPDATE users SET active = false, updated_at = now() WHERE id = $1 AND active RETURNING id', [id]);
        await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [id]);
        return rows.length > 0;
      });
    },

    // ---- sessions

    async createSession(userId: number, ttlSeconds: number): Promise<{ sessionId: string; refreshToken: string; expiresAt: number }> {
      const sessionId = randomUUID();
      const refreshToken = randomToken();
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      await db.query(
        'INSERT INTO sessions (id, user_id, refresh_hash, expires_at) VALUES ($1, $2, $3, to_timestamp($4))',
        [sessionId, userId, hashToken(refreshToken), expiresAt],
      );
      return { sessionId, refreshToken, expiresAt };
    },

    /** The active user of a live session, or null when revoked, expired or deactivated. */
    async liveSessionUser(sessionId: string, userId: number): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active`,
        [sessionId, userId],
      );
      return rows.length > 0;
    },

    /** Swaps a refresh token for a new one on the same session; null when it is not live. */
    async rotateRefreshToken(refreshToken: string): Promise<{ sessionId: string; userId: number; refreshToken: string; expiresAt: number } | null> {
      const next = randomToken();
      const rows = await db.query<{ id: string; user_id: number; expires: number }>(
        `UPDATE sessions s SET refresh_hash = $2
           FROM users u
          WHERE u.id = s.user_id AND u.active AND s.refresh_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
          RETURNING s.id, s.user_id, extract(epoch FROM s.expires_at)::int AS expires`,
        [hashToken(refreshToken), hashToken(next)],
      );
      const row = rows[0];
      return row ? { sessionId: row.id, userId: row.user_id, refreshToken: next, expiresAt: row.expires } : null;
    },

    async revokeByRefreshToken(refreshToken: string): Promise<void> {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE refresh_hash = $1 AND revoked_at IS NULL', [hashToken(refreshToken)]);
    },

    async revokeSession(sessionId: string): Promise<void> {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
    },

    // ---- password reset

    async createPasswordReset(userId: number, ttlSeconds: number): Promise<string> {
      const token = randomToken();
      await db.transaction(async (tx) => {
        // only the newest link works
        await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
        await tx.query(
          `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
          [hashToken(token), userId, ttlSeconds],
        );
      });
      return token;
    },

    /** The user a reset token was issued to, whether or not it is still usable; null for an unknown token. */
    async passwordResetOwner(token: string): Promise<number | null> {
      const rows = await db.query<{ user_id: number }>('SELECT user_id FROM password_resets WHERE token_hash = $1', [hashToken(token)]);
      return rows[0]?.user_id ?? null;
    },

    /** Uses the token once: sets the password and ends every session of the user. */
    async consumePasswordReset(token: string, passwordHash: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ user_id: number }>(
          `UPDATE password_resets SET used_at = now()
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
          [hashToken(token)],
        );
        const userId = rows[0]?.user_id;
        if (userId === undefined) return null;
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
        await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
        return userId;
      });
    },

    // ---- throttling

    /** Seconds until the key may try again, or 0. */
    async throttleWait(keys: string[]): Promise<number> {
      const rows = await db.query<{ wait: number | null }>(
        `SELECT max(ceil(extract(epoch FROM locked_until - now())))::int AS wait
           FROM auth_throttle WHERE key = ANY($1::text[]) AND locked_until > now()`,
        [keys],
      );
      return rows[0]?.wait ?? 0;
    },

    /** Counts a failure per key; a key reaching its limit inside the window is locked. */
    async recordFailure(limits: { key: string; max: number; windowSeconds: number; lockSeconds: number }[]): Promise<void> {
      for (const limit of limits) {
        await db.query(
          `INSERT INTO auth_throttle AS t (key, failures, window_started_at) VALUES ($1, 1, now())
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN t.window_started_at < now() - make_interval(secs => $3) THEN 1 ELSE t.failures + 1 END,
             window_started_at = CASE WHEN t.window_started_at < now() - make_interval(secs => $3) THEN now() ELSE t.window_started_at END,
             locked_until = CASE
               WHEN t.window_started_at >= now() - make_interval(secs => $3) AND t.failures + 1 >= $2
               THEN now() + make_interval(secs => $4) ELSE t.locked_until END`,
          [limit.key, limit.max, limit.windowSeconds, limit.lockSeconds],
        );
      }
    },

    async clearFailures(keys: string[]): Promise<void> {
      await db.query('DELETE FROM auth_throttle WHERE key = ANY($1::text[])', [keys]);
    },

    // ---- outbox

    async sendMessage(message: { channel: 'email' | 'sms'; recipient: string; subject: string; body: string }): Promise<void> {
      await db.query('INSERT INTO outbox_messages (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
        message.channel, message.recipient, message.subject, message.body,
      ]);
    },

    async listMessages(limit = 50) {
      return db.query<{ id: number; channel: string; recipient: string; subject: string; body: string; created_at: Date }>(
        'SELECT id, channel, recipient, subject, body, created_at FROM outbox_messages ORDER BY id DESC LIMIT $1',
        [limit],
      );
    },

    // ---- address book

    async addresses(userId: number): Promise<AddressRow[]> {
      return db.query<AddressRow>(
        `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, id DESC`,
        [userId],
      );
    },

    async addressById(userId: number, id: number): Promise<AddressRow | null> {
      const rows = await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = $1 AND id = $2`, [userId, id]);
      return rows[0] ?? null;
    },

    async defaultShipping(userId: number): Promise<{ lat: number; long: number } | null> {
      const rows = await db.query<{ lat: number; long: number }>(
        `SELECT lat, long FROM addresses WHERE user_id = $1 AND address_type = 'SHIPPING' ORDER BY is_default DESC, id DESC LIMIT 1`,
        [userId],
      );
      return rows[0] ?? null;
    },

    /**
     * Creates or updates an address; making it default unsets the previous default of its type.
     * `isDefault: null` makes a new address the default when it is the first of its type. An
     * update that moves the default to the other type hands its old type's default on.
     */
    async saveAddress(userId: number, values: AddressValues, id?: number): Promise<AddressRow | null> {
      return withAddressBook(userId, async (tx) => {
        const before = id === undefined ? null : ((await tx.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = $1 AND id = $2`, [userId, id]))[0] ?? null);
        if (id !== undefined && !before) return null;
        let isDefault = values.isDefault;
        if (isDefault === null) {
          const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1 AND address_type = $2', [userId, values.addressType])) as [{ n: number }];
          isDefault = before ? before.is_default : n === 0;
        }
        if (isDefault) {
          await tx.query(
            'UPDATE addresses SET is_default = false WHERE user_id = $1 AND address_type = $2 AND is_default AND id IS DISTINCT FROM $3',
            [userId, values.addressType, id ?? null],
          );
        }
        const params = [userId, values.address1, values.address2, values.lat, values.long, values.addressType, values.country, isDefault];
        const rows = id === undefined
          ? await tx.query<AddressRow>(
              `INSERT INTO addresses (user_id, address1, address2, lat, long, address_type, country, is_default)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ADDRESS_COLUMNS}`,
              params,
            )
          : await tx.query<AddressRow>(
              `UPDATE addresses SET address1 = $2, address2 = $3, lat = $4, long = $5, address_type = $6, country = $7, is_default = $8
                WHERE user_id = $1 AND id = $9 RETURNING ${ADDRESS_COLUMNS}`,
              [...params, id],
            );
        if (before?.is_default && before.address_type !== values.addressType) await handDefaultOn(tx, userId, before.address_type);
        return rows[0] ?? null;
      });
    },

    async setDefaultAddress(userId: number, id: number): Promise<AddressRow | null> {
      return withAddressBook(userId, async (tx) => {
        const found = await tx.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = $1 AND id = $2`, [userId, id]);
        const address = found[0];
        if (!address) return null;
        await tx.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND address_type = $2 AND is_default AND id <> $3', [userId, address.address_type, id]);
        const rows = await tx.query<AddressRow>(`UPDATE addresses SET is_default = true WHERE id = $1 RETURNING ${ADDRESS_COLUMNS}`, [id]);
        return rows[0] ?? null;
      });
    },

    /** The address of this type at (almost) the same spot, to reuse instead of duplicating. */
    async addressNear(userId: number, type: 'SHIPPING' | 'BILLING', lat: number, long: number): Promise<AddressRow | null> {
      const rows = await db.query<AddressRow>(
        `SELECT ${ADDRESS_COLUMNS} FROM addresses
          WHERE user_id = $1 AND address_type = $2 AND abs(lat - $3) < 0.0001 AND abs(long - $4) < 0.0001
          ORDER BY is_default DESC, id DESC LIMIT 1`,
        [userId, type, lat, long],
      );
      return rows[0] ?? null;
    },

    /** Deletes the address; when it was its type's default, the newest other address of the type takes over. */
    async deleteAddress(userId: number, id: number): Promise<boolean> {
      return withAddressBook(userId, async (tx) => {
        const [deleted] = await tx.query<Pick<AddressRow, 'address_type' | 'is_default'>>(
          'DELETE FROM addresses WHERE user_id = $1 AND id = $2 RETURNING address_type, is_default',
          [userId, id],
        );
        if (!deleted) return false;
        if (deleted.is_default) await handDefaultOn(tx, userId, deleted.address_type);
        return true;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
