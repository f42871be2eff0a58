// Keyset paging by a row id, newest first, for the account's lists (wishlist, favourite orders): the
// page size and cursor checked into bilingual input errors, and the page info of one page.
import { decodeCursor, encodeCursor } from './domain/cursor.js';
import { InputError } from './errors.js';
import { fieldError } from './messages.js';

/** The page size, and the id the page starts after; a bad size or cursor is an input error. */
export function idPage(first: number | null | undefined, after: string | null | undefined, fallback: number, max: number): { first: number; afterId: number | null } {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) throw new InputError([fieldError('first', 'invalid_number')]);
  if (!after) return { first: size, afterId: null };
  const key = decodeCursor(after, 1);
  const id = key?.[0];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw new InputError([fieldError('after', 'invalid_cursor')], 'invalid_cursor');
  return { first: size, afterId: id };
}

export const idCursor = (id: number): string => encodeCursor([id]);

export function idPageInfo(ids: readonly number[], hasNextPage: boolean, afterId: number | null) {
  return {
    hasNextPage,
    hasPreviousPage: afterId !== null,
    startCursor: ids.length > 0 ? idCursor(ids[0]!) : null,
    endCursor: ids.length > 0 ? idCursor(ids[ids.length - 1]!) : null,
  };
}
