// Contact-us messages, stored for the support team.
import type { Database } from '../db/database.js';

export interface ContactMessageValues {
  userId: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: 'AR' | 'EN';
  clientIp: string | null;
}

export function createContactRepository(db: Database) {
  return {
    async saveMessage(values: ContactMessageValues): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO contact_messages (user_id, name, email, phone, subject, message, language, client_ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [values.userId, values.name, values.email, values.phone, values.subject, values.message, values.language, values.clientIp],
      );
      return row!.id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
