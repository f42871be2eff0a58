// Order feedback resolvers: the input's shape is checked first, then what only the database knows
// (the order is the viewer's, the issue type is the category's, the lines are the order's, the
// documents are the viewer's); every problem becomes a field error and nothing is stored.
import { z } from 'zod';
import type { GraphQLContext } from '../context.js';
import type { Feedback, FeedbackCategory, MutationResolvers, QueryResolvers } from '../generated/graphql.js';
import { fail, fieldError, ok, type FieldError, type MessageKey } from '../messages.js';
import { idField, validate } from '../validation.js';
import { DOCUMENT_LIMITS } from '../domain/documents.js';
import { feedbackDescriptionSchema, FEEDBACK_LIMITS } from 'shared-domain';
import { documentUrl, toDocument } from '../documents/mappers.js';
import type { CategoryRow, FeedbackRow } from './feedback-repository.js';

const MAX_ITEMS = FEEDBACK_LIMITS.items;
/** A document named by its id, or by the path (or store URL) it is downloaded from. */
const DOCUMENT_REF = /^(?:(?:https?:\/\/[^/\s]+)?\/api\/uploads\/)?([1-9]\d{0,9})$/;

const documentRef = z
  .string({ message: 'invalid_type' })
  .max(300, 'invalid_value')
  .transform((s, ctx) => {
    const id = DOCUMENT_REF.exec(s.trim())?.[1];
    if (!id || Number(id) > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'not_found' });
      return z.NEVER;
    }
    return Number(id);
  });

const feedbackSchema = z.object({
  categoryId: idField,
  issueTypeId: idField,
  orderId: idField,
  description: feedbackDescriptionSchema,
  documentUrls: z.array(documentRef).max(DOCUMENT_LIMITS.perFeedback, 'too_many_documents').nullish(),
  feedbackItems: z
    .array(z.object({
      lineId: idField,
      quantity: z.number({ message: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(10_000, 'invalid_number'),
    }))
    .max(MAX_ITEMS, 'field_too_long')
    .nullish(),
});

function refused(key: MessageKey, errors: FieldError[] = []) {
  return { ...fail(key, errors), feedbackId: null, feedback: null };
}

function toCategory(row: CategoryRow): FeedbackCategory {
  return {
    id: String(row.id),
    name: row.name,
    arName: row.ar_name,
    issueTypes: row.issueTypes.map((t) => ({ id: String(t.id), name: t.name, arName: t.ar_name })),
  };
}

function toFeedback(row: FeedbackRow, categories: CategoryRow[]): Feedback {
  const category = categories.find((c) => c.id === row.category_id)!;
  const issueType = category.issueTypes.find((t) => t.id === row.issue_type_id)!;
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    categoryId: String(row.category_id),
    issueTypeId: String(row.issue_type_id),
    category: toCategory(category),
    issueType: { id: String(issueType.id), name: issueType.name, arName: issueType.ar_name },
    description: row.description,
    documentUrls: row.documents.map((d) => documentUrl(d.id)),
    documents: row.documents.map(toDocument),
    feedbackItems: row.lines.map((l) => ({
      lineId: String(l.id), productId: String(l.product_id), name: l.name, arName: l.ar_name, image: l.image, quantity: l.feedback_quantity,
    })),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export const feedbackQueries: QueryResolvers<GraphQLContext> = {
  async feedbackCategories(_root, _args, ctx) {
    return (await ctx.repos.feedback.categories()).map(toCategory);
  },

  async orderFeedback(_root, { orderId }, ctx) {
    const id = /^[1-9]\d{0,9}$/.test(orderId) && Number(orderId) <= 2_147_483_647 ? Number(orderId) : null;
    if (!ctx.viewer || id === null) return [];
    const [rows, categories] = await Promise.all([ctx.repos.feedback.list(ctx.viewer.userId, { orderId: id }), ctx.repos.feedback.categories()]);
    return rows.map((r) => toFeedback(r, categories));
  },
};

export const feedbackMutations: MutationResolvers<GraphQLContext> = {
  async saveFeedback(_root, { input: raw }, ctx) {
    if (!ctx.viewer) return refused('unauthorized');
    const userId = ctx.viewer.userId;
    const input = validate(feedbackSchema, raw);
    if (!input.ok) return refused('invalid_input', prefixed(input.errors));
    const d = input.data;
    const repo = ctx.repos.feedback;

    const lines = await repo.orderLines(userId, d.orderId);
    if (!lines) return refused('not_found', [fieldError('input.orderId', 'not_found')]);
    const errors: FieldError[] = [];

    const categories = await repo.categories();
    const category = categories.find((c) => c.id === d.categoryId);
    if (!category) errors.push(fieldError('input.categoryId', 'invalid_value'));
    else if (!category.issueTypes.some((t) => t.id === d.issueTypeId)) errors.push(fieldError('input.issueTypeId', 'invalid_value'));

    const items = d.feedbackItems ?? [];
    const seen = new Set<number>();
    items.forEach((item, i) => {
      const line = lines.find((l) => l.id === item.lineId);
      if (!line || seen.has(item.lineId)) errors.push(fieldError(`input.feedbackItems.${i}.lineId`, line ? 'invalid_value' : 'not_found'));
      else if (item.quantity > line.quantity) errors.push(fieldError(`input.feedbackItems.${i}.quantity`, 'invalid_number'));
      seen.add(item.lineId);
    });

    // the same document named twice counts once; every one must be the viewer's own upload
    const documentIds = [...new Set(d.documentUrls ?? [])];
    const owned = new Set((await ctx.repos.documents.owned(userId, documentIds)).map((doc) => doc.id));
    (d.documentUrls ?? []).forEach((id, i) => {
      if (!owned.has(id)) errors.push(fieldError(`input.documentUrls.${i}`, 'not_found'));
    });

    if (errors.length > 0) return refused('invalid_input', errors);
    const feedbackId = await repo.create(userId, {
      orderId: d.orderId, categoryId: d.categoryId, issueTypeId: d.issueTypeId, description: d.description, items, documentIds,
    });
    const [saved] = await repo.list(userId, { ids: [feedbackId] });
    return { ...ok('feedback_saved'), feedbackId: String(feedbackId), feedback: toFeedback(saved!, categories) };
  },
};

function prefixed(errors: FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, field: `input.${e.field}` }));
}
