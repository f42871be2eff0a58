// Documents shoppers uploaded: stored with their owner, type, size and digest, the bytes in the row.
import type { Database } from '../db/database.js';
import type { DocumentType } from '../domain/documents.js';

export interface DocumentRow {
  id: number;
  user_id: number;
  sha256: string;
  content_type: DocumentType;
  size_bytes: number;
  file_name: string;
  created_at: Date;
}

export interface NewDocument {
  sha256: string;
  contentType: DocumentType;
  fileName: string;
  bytes: Buffer;
}

const COLUMNS = 'id, user_id, sha256, content_type, size_bytes, file_name, created_at';

export type StoreOutcome = { kind: 'stored'; documents: DocumentRow[] } | { kind: 'quota'; remaining: number };

export function createDocumentsRepository(db: Database) {
  return {
    /**
     * Stores a batch in one transaction, all or none, when it fits the user's daily allowance. The user's
     * row is locked meanwhile, so parallel uploads of one shopper are counted one after another.
     */
    async store(userId: number, files: readonly NewDocument[], perDay: number): Promise<StoreOutcome> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const [recent] = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM documents WHERE user_id = $1 AND created_at > now() - interval '1 day'",
          [userId],
        );
        const remaining = Math.max(0, perDay - recent!.n);
        if (files.length > remaining) return { kind: 'quota', remaining };
        const documents: DocumentRow[] = [];
        for (const file of files) {
          const [row] = await tx.query<DocumentRow>(
            `INSERT INTO documents (user_id, sha256, content_type, size_bytes, file_name, bytes)
             VALUES ($1, $2, $3, $4, $5, $6::bytea) RETURNING ${COLUMNS}`,
            [userId, file.sha256, file.contentType, file.bytes.length, file.fileName, file.bytes],
          );
          documents.push(row!);
        }
        return { kind: 'stored', documents };
      });
    },

    /** The user's documents among these ids (others' and unknown ids are left out). */
    async owned(userId: number, ids: readonly number[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      return db.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE user_id = $1 AND id = ANY($2::int[])`, [userId, ids]);
    },

    /** One of the user's documents with its bytes. */
    async content(userId: number, id: number): Promise<(DocumentRow & { bytes: Buffer }) | null> {
      const [row] = await db.query<DocumentRow & { bytes: Uint8Array }>(
        `SELECT ${COLUMNS}, bytes FROM documents WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      if (!row) return null;
      // node-postgres answers a Buffer, PGlite a Uint8Array
      return { ...row, bytes: Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
