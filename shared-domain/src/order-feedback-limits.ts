// The numbers of an order's rating and feedback (spec §3 Feedback, §7 updateOrderRating, saveFeedback),
// apart from the schemas that check them: pages that only show these limits (the order list, the
// feedback form's hints) need no schema code.
import { DOCUMENT_LIMITS } from './documents';

export const FEEDBACK_LIMITS = {
  descriptionMin: 10,
  descriptionMax: 2000,
  /** Order lines one feedback can name. */
  items: 100,
  documents: DOCUMENT_LIMITS.perFeedback,
} as const;

export const ORDER_RATINGS = [1, 2, 3, 4, 5] as const;
export type OrderRating = (typeof ORDER_RATINGS)[number];
