// Opaque keyset cursors: the sort key of the last row seen, base64url JSON.

export type CursorKey = (string | number | null)[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key, or null when the cursor was not made by encodeCursor with the expected arity. */
export function decodeCursor(cursor: string, arity: number): CursorKey | null {
  if (cursor.length > 512) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== arity) return null;
    if (!value.every((v) => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) return null;
    return value as CursorKey;
  } catch {
    return null;
  }
}
