// Order feedback: the categories and issue types shoppers choose from, and the feedback they send on
// their orders with the order lines and uploaded documents it is about.
import type { Database } from '../db/database.js';
import type { DocumentRow } from '../documents/documents-repository.js';

export interface IssueTypeRow {
  id: number;
  category_id: number;
  name: string;
  ar_name: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  ar_name: string;
  issueTypes: IssueTypeRow[];
}

export interface OrderLineRow {
  id: number;
  product_id: number;
  quantity: number;
  name: string;
  ar_name: string;
  image: string | null;
}

export interface FeedbackRow {
  id: number;
  order_id: number;
  category_id: number;
  issue_type_id: number;
  description: string;
  created_at: Date;
  lines: (OrderLineRow & { feedback_quantity: number })[];
  documents: DocumentRow[];
}

export interface NewFeedback {
  orderId: number;
  categoryId: number;
  issueTypeId: number;
  description: string;
  items: { lineId: number; quantity: number }[];
  documentIds: number[];
}

export function createFeedbackRepository(db: Database) {
  return {
    /** Categories in display order, each with its issue types in display order. */
    async categories(): Promise<CategoryRow[]> {
      const [categories, types] = await Promise.all([
        db.query<Omit<CategoryRow, 'issueTypes'>>('SELECT id, name, ar_name FROM feedback_categories ORDER BY position, id'),
        db.query<IssueTypeRow>('SELECT id, category_id, name, ar_name FROM feedback_issue_types ORDER BY position, id'),
      ]);
      return categories.map((c) => ({ ...c, issueTypes: types.filter((t) => t.category_id === c.id) }));
    },

    /** The lines of one of the user's orders; null when the order is not theirs. */
    async orderLines(userId: number, orderId: number): Promise<OrderLineRow[] | null> {
      const [order] = await db.query<{ checkout_id: number }>('SELECT checkout_id FROM orders WHERE id = $1 AND user_id = $2', [orderId, userId]);
      if (!order) return null;
      return db.query<OrderLineRow>(
        `SELECT l.id, l.product_id, l.quantity, p.name, p.ar_name, p.image FROM checkout_lines l JOIN products p ON p.id = l.product_id
         WHERE l.checkout_id = $1 ORDER BY l.id`,
        [order.checkout_id],
      );
    },

    /** Stores the feedback with its lines and documents in one transaction; answers its id. */
    async create(userId: number, feedback: NewFeedback): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO feedback (user_id, order_id, category_id, issue_type_id, description) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [userId, feedback.orderId, feedback.categoryId, feedback.issueTypeId, feedback.description],
        );
        const id = row!.id;
        if (feedback.items.length > 0) {
          await tx.query(
            'INSERT INTO feedback_lines (feedback_id, checkout_line_id, quantity) SELECT $1::int, * FROM unnest($2::int[], $3::int[])',
            [id, feedback.items.map((i) => i.lineId), feedback.items.map((i) => i.quantity)],
          );
        }
        if (feedback.documentIds.length > 0) {
          await tx.query(
            'INSERT INTO feedback_documents (feedback_id, document_id, position) SELECT $1::int, d, p FROM unnest($2::int[]) WITH ORDINALITY AS u(d, p)',
            [id, feedback.documentIds],
          );
        }
        return id;
      });
    },

    /** The user's feedback, by ids or on one order, newest first, with lines and documents. */
    async list(userId: number, by: { orderId: number } | { ids: number[] }): Promise<FeedbackRow[]> {
      const rows = await db.query<Omit<FeedbackRow, 'lines' | 'documents'>>(
        `SELECT id, order_id, category_id, issue_type_id, description, created_at FROM feedback
         WHERE user_id = $1 AND ${'orderId' in by ? 'order_id = $2' : 'id = ANY($2::int[])'} ORDER BY id DESC`,
        [userId, 'orderId' in by ? by.orderId : by.ids],
      );
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [lines, documents] = await Promise.all([
        db.query<OrderLineRow & { feedback_id: number; feedback_quantity: number }>(
          `SELECT fl.feedback_id, l.id, l.product_id, l.quantity, fl.quantity AS feedback_quantity, p.name, p.ar_name, p.image
           FROM feedback_lines fl JOIN checkout_lines l ON l.id = fl.checkout_line_id JOIN products p ON p.id = l.product_id
           WHERE fl.feedback_id = ANY($1::int[]) ORDER BY l.id`,
          [ids],
        ),
        db.query<DocumentRow & { feedback_id: number }>(
          `SELECT fd.feedback_id, d.id, d.user_id, d.sha256, d.content_type, d.size_bytes, d.file_name, d.created_at
           FROM feedback_documents fd JOIN documents d ON d.id = fd.document_id
           WHERE fd.feedback_id = ANY($1::int[]) ORDER BY fd.position`,
          [ids],
        ),
      ]);
      return rows.map((r) => ({
        ...r,
        lines: lines.filter((l) => l.feedback_id === r.id),
        documents: documents.filter((d) => d.feedback_id === r.id),
      }));
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
