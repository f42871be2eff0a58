// GraphQL errors for invalid query input, carrying keyed bilingual field errors in extensions.
import mercurius from 'mercurius';
import { fieldError, messages, type FieldError, type MessageKey } from './messages.js';

export class InputError extends mercurius.ErrorWithProps {
  constructor(errors: FieldError[], key: MessageKey = 'invalid_input') {
    super(messages[key].en, { code: 'BAD_USER_INPUT', key, arMessage: messages[key].ar, fieldErrors: errors }, 400);
  }
}

export function inputError(field: string, key: MessageKey): InputError {
  return new InputError([fieldError(field, key)]);
}
