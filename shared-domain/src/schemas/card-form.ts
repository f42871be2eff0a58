// The card form as the shopper fills it in (name on card, number as typed, expiry month and year,
// CVC, "save this card"). Its output is what the provider's tokens call takes: the number without
// spaces, the month and the four-digit year as numbers. Each issue's message is a card message key.
import {
  CARD_NAME_MAX_LENGTH,
  cardDigits,
  cardExpired,
  cardNumberProblem,
  fullCardYear,
  isCardCvc,
  isCardholderName,
  type CardMessageKey,
} from '../card';
import { latinDigits } from '../digits';
import './zod';
import * as z from 'zod';

const key = (message: CardMessageKey) => message;
const required = () => key('field_required');

/** Month 1-12 as typed or chosen ("03", "3", "٠٣"); null when it is not one. */
function monthOf(value: string): number | null {
  const text = latinDigits(value).trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : null;
}

/** A year as two or four digits ("27", "2027"); null when it is neither. */
function yearOf(value: string): number | null {
  const text = latinDigits(value).trim();
  return /^(\d{2}|20\d{2})$/.test(text) ? fullCardYear(Number(text)) : null;
}

/** `now` is read when a form is checked, so a form left open over midnight at a month's end still judges rightly. */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      name: z
        .string({ error: required })
        .max(CARD_NAME_MAX_LENGTH * 4, key('field_too_long'))
        .transform((s) => s.trim().replace(/\s+/g, ' '))
        .refine((s) => s.length > 0, key('field_required'))
        .refine((s) => s.length <= CARD_NAME_MAX_LENGTH, key('field_too_long'))
        .refine(isCardholderName, key('card_name_incomplete')),
      number: z
        .string({ error: required })
        .max(64, key('card_number_invalid'))
        .superRefine((typed, ctx) => {
          const problem = cardNumberProblem(typed);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        // spec §5: spaces are stripped before tokenizing
        .transform(cardDigits),
      month: z
        .string({ error: required })
        .refine((s) => s.trim() !== '', key('field_required'))
        .refine((s) => s.trim() === '' || monthOf(s) !== null, key('card_month_invalid'))
        .transform((s) => monthOf(s) ?? 0),
      year: z
        .string({ error: required })
        .refine((s) => s.trim() !== '', key('field_required'))
        .refine((s) => s.trim() === '' || yearOf(s) !== null, key('card_year_invalid'))
        .transform((s) => yearOf(s) ?? 0),
      cvc: z
        .string({ error: required })
        .refine((s) => s.trim() !== '', key('field_required'))
        .refine((s) => s.trim() === '' || isCardCvc(s), key('card_cvc_invalid'))
        .transform((s) => latinDigits(s).trim()),
      save: z.boolean().default(false),
    })
    .superRefine(
      (card, ctx) => {
        if (cardExpired(card.month, card.year, now())) ctx.addIssue({ code: 'custom', path: ['month'], message: key('card_expired') });
      },
      // the expiry is judged only once month and year are both readable
      { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'month' || issue.path?.[0] === 'year') },
    );
}

export type CardFormInput = z.input<ReturnType<typeof cardFormSchema>>;
export type CardFormValues = z.output<ReturnType<typeof cardFormSchema>>;
