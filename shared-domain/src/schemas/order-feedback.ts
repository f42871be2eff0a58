// What a shopper says about a placed order: its rating (1 to 5 stars, spec §7 updateOrderRating) and
// feedback (spec §3 Feedback, §7 saveFeedback). The API checks the rating and the description with
// these rules; the order page's feedback form reads its fields with the same ones.
import { latinDigits } from '../digits';
import type { ApiMessageKey } from '../message-keys';
import { FEEDBACK_LIMITS } from '../order-feedback-limits';
import { typeError } from './fields';
import './zod';
import * as z from 'zod';

const key = (message: ApiMessageKey) => message;

/** A rating: a whole number of stars from 1 to 5. */
export const orderRatingSchema = z
  .number({ error: () => key('invalid_rating') })
  .int(key('invalid_rating'))
  .min(1, key('invalid_rating'))
  .max(5, key('invalid_rating'));

/** The order page's rating form: the star chosen, as its radio's value ('' while none is). */
export const orderRatingFormSchema = z.object({
  rating: z
    .string({ error: () => key('invalid_rating') })
    .transform((s) => Number(latinDigits(s).trim() || Number.NaN))
    .pipe(orderRatingSchema),
});

export type OrderRatingFormInput = z.input<typeof orderRatingFormSchema>;
export type OrderRatingFormValues = z.output<typeof orderRatingFormSchema>;

/** What went wrong, in the shopper's words: trimmed, 10 to 2000 characters. */
export const feedbackDescriptionSchema = z
  .string({ error: typeError })
  // a bound before trimming, so an enormous value is not processed at all
  .max(FEEDBACK_LIMITS.descriptionMax * 4, key('field_too_long'))
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, key('field_required'))
  .refine((s) => s.length === 0 || s.length >= FEEDBACK_LIMITS.descriptionMin, key('field_too_short'))
  .refine((s) => s.length <= FEEDBACK_LIMITS.descriptionMax, key('field_too_long'));

/** A select's value: '' while nothing is chosen, else an id. */
const chosenIdSchema = z
  .string({ error: typeError })
  .refine((s) => s !== '', key('field_required'))
  .refine((s) => s === '' || /^[1-9]\d{0,9}$/.test(s), key('invalid_value'));

/** One line of the order as the form lists it: whether it is affected, and how many of its units. */
const feedbackLineSchema = z
  .object({
    lineId: z.string(),
    /** Units ordered: the most the feedback can name. */
    ordered: z.number().int().min(1),
    selected: z.boolean(),
    /** As chosen in the form ("2", "٢"). */
    quantity: z.string({ error: typeError }),
  })
  .superRefine((line, ctx) => {
    if (!line.selected) return;
    const text = latinDigits(line.quantity).trim();
    const quantity = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
    if (!(quantity >= 1 && quantity <= line.ordered)) ctx.addIssue({ code: 'custom', path: ['quantity'], message: key('invalid_number') });
  });

/**
 * The order page's feedback form: category and issue type (chosen from the API's lists), the
 * description, the order's lines with those affected ticked, and the documents already uploaded (their
 * download paths). The output is saveFeedback's input, less the order id.
 */
export const feedbackFormSchema = z
  .object({
    categoryId: chosenIdSchema,
    issueTypeId: chosenIdSchema,
    description: feedbackDescriptionSchema,
    lines: z.array(feedbackLineSchema).max(FEEDBACK_LIMITS.items, key('field_too_long')),
    documentUrls: z.array(z.string()).max(FEEDBACK_LIMITS.documents, key('too_many_documents')),
  })
  .transform(({ lines, ...feedback }) => ({
    ...feedback,
    feedbackItems: lines.filter((line) => line.selected).map((line) => ({ lineId: line.lineId, quantity: Number(latinDigits(line.quantity).trim()) })),
  }));

export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;
