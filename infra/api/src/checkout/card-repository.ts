// Saved cards: provider tokens with brand, last four digits and expiry (never a card number). Every
// change to a user's cards runs with that user's row locked, so concurrent requests take turns and
// the one-default rule (index cards_one_default) holds with a clear answer for each.
import type { Database, Queryable } from '../db/database.js';
import { isUniqueViolation } from './checkout-repository.js';

export interface CardRow {
  id: number;
  user_id: number;
  nick_name: string | null;
  last_four: string;
  is_default: boolean;
  active: boolean;
  token: string;
  card_type: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
}

const CARD_COLUMNS = 'id, user_id, nick_name, last_four, is_default, active, token, card_type, expiry_month, expiry_year';
/** Default first, then the newest. */
const CARD_ORDER = 'ORDER BY is_default DESC, created_at DESC, id DESC';

export function createCardRepository(db: Database) {
  /** Runs `fn` with the user's row locked; a unique-index race that slipped through is tried again. */
  async function forUser<T>(userId: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
          return fn(tx);
        });
      } catch (error) {
        const retryable = isUniqueViolation(error, 'cards_one_default') || ['40001', '40P01'].includes((error as { code?: string }).code ?? '');
        if (!retryable || attempt >= 3) throw error;
      }
    }
  }

  async function list(userId: number, q: Queryable, filter: { active?: boolean | null; isDefault?: boolean | null } = { active: true }): Promise<CardRow[]> {
    return q.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM cards WHERE user_id = $1 AND ($2::boolean IS NULL OR active = $2) AND ($3::boolean IS NULL OR is_default = $3) ${CARD_ORDER}`,
      [userId, filter.active ?? null, filter.isDefault ?? null],
    );
  }

  return {
    list: (userId: number, filter: { active?: boolean | null; isDefault?: boolean | null }) => list(userId, db, filter),

    async activeCard(userId: number, cardId: number): Promise<CardRow | null> {
      const [row] = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM cards WHERE id = $1 AND user_id = $2 AND active`, [cardId, userId]);
      return row ?? null;
    },

    async byIds(ids: readonly number[]): Promise<Map<number, CardRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM cards WHERE id = ANY($1::int[])`, [ids]);
      return new Map(rows.map((r) => [r.id, r]));
    },

    /**
     * Saves a tokenized card. The same token saved again is the same card (reactivated, details
     * refreshed). The first active card becomes the default; `makeDefault` moves the default to it.
     */
    async add(userId: number, card: { token: string; cardType: string; lastFour: string; expiryMonth: number; expiryYear: number; nickName: string | null; makeDefault: boolean }): Promise<{ card: CardRow; cards: CardRow[] }> {
      return forUser(userId, async (tx) => {
        const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cards WHERE user_id = $1 AND active AND is_default', [userId])) as [{ n: number }];
        const makeDefault = card.makeDefault || n === 0;
        if (makeDefault) await tx.query('UPDATE cards SET is_default = false, updated_at = now() WHERE user_id = $1 AND is_default AND token <> $2', [userId, card.token]);
        const [saved] = await tx.query<CardRow>(
          `INSERT INTO cards (user_id, nick_name, last_four, is_default, active, token, card_type, expiry_month, expiry_year)
           VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8)
           ON CONFLICT (user_id, token) DO UPDATE SET nick_name = coalesce(EXCLUDED.nick_name, cards.nick_name), last_four = EXCLUDED.last_four,
             card_type = EXCLUDED.card_type, expiry_month = EXCLUDED.expiry_month, expiry_year = EXCLUDED.expiry_year, active = true,
             is_default = cards.is_default OR EXCLUDED.is_default, updated_at = now()
           RETURNING ${CARD_COLUMNS}`,
          [userId, card.nickName, card.lastFour, makeDefault, card.token, card.cardType, card.expiryMonth, card.expiryYear],
        );
        return { card: saved!, cards: await list(userId, tx) };
      });
    },

    /** Makes the card the user's only default; null when it is not one of the user's active cards. */
    async chooseDefault(userId: number, cardId: number): Promise<{ card: CardRow; cards: CardRow[] } | null> {
      return forUser(userId, async (tx) => {
        const [target] = await tx.query<{ id: number }>('SELECT id FROM cards WHERE id = $1 AND user_id = $2 AND active', [cardId, userId]);
        if (!target) return null;
        // unset first: the partial unique index is checked row by row
        await tx.query('UPDATE cards SET is_default = false, updated_at = now() WHERE user_id = $1 AND is_default AND id <> $2', [userId, cardId]);
        const [card] = await tx.query<CardRow>(`UPDATE cards SET is_default = true, updated_at = now() WHERE id = $1 RETURNING ${CARD_COLUMNS}`, [cardId]);
        return { card: card!, cards: await list(userId, tx) };
      });
    },

    /** Deactivates the card; when it was the default, the newest other active card takes its place. */
    async remove(userId: number, cardId: number): Promise<{ card: CardRow; cards: CardRow[] } | null> {
      return forUser(userId, async (tx) => {
        const [card] = await tx.query<CardRow>(
          `UPDATE cards SET active = false, is_default = false, updated_at = now() WHERE id = $1 AND user_id = $2 AND active RETURNING ${CARD_COLUMNS}`,
          [cardId, userId],
        );
        if (!card) return null;
        const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cards WHERE user_id = $1 AND active AND is_default', [userId])) as [{ n: number }];
        if (n === 0) {
          await tx.query(
            `UPDATE cards SET is_default = true, updated_at = now() WHERE id = (SELECT id FROM cards WHERE user_id = $1 AND active ORDER BY created_at DESC, id DESC LIMIT 1)`,
            [userId],
          );
        }
        return { card, cards: await list(userId, tx) };
      });
    },
  };
}

export type CardRepository = ReturnType<typeof createCardRepository>;
