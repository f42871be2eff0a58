// The form that keeps a card in the shopper's account (/payments): the card form's fields and rules
// (card-form.ts), a nickname the shopper knows the card by, and whether it becomes the default card.
// The nickname is stored, so it may not carry anything shaped like a card number.
import { looksLikeCardNumber } from '../card';
import { cardFormSchema } from './card-form';
import { optionalTextSchema } from './fields';
import './zod';
import * as z from 'zod';

export const CARD_NICKNAME_MAX_LENGTH = 40;

export const cardNicknameSchema = optionalTextSchema(CARD_NICKNAME_MAX_LENGTH).refine((name) => name === null || !looksLikeCardNumber(name), 'card_number_not_allowed');

export function savedCardFormSchema(now: () => Date = () => new Date()) {
  return cardFormSchema(now).safeExtend({
    nickName: cardNicknameSchema,
    makeDefault: z.boolean({ error: () => 'invalid_type' }).default(false),
  });
}

export type SavedCardFormInput = z.input<ReturnType<typeof savedCardFormSchema>>;
export type SavedCardFormValues = z.output<ReturnType<typeof savedCardFormSchema>>;
