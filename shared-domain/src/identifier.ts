// A sign-in identifier: an email when it has an @, otherwise a Saudi mobile number.
import { normaliseEmail } from './email';
import { normalisePhone } from './phone';

export type IdentifierKind = 'email' | 'phone';

/** The identifier in its canonical form, or null when it is neither an email nor a Saudi mobile. */
export function parseIdentifier(input: string): { kind: IdentifierKind; value: string } | null {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    const email = normaliseEmail(trimmed);
    return email ? { kind: 'email', value: email } : null;
  }
  const phone = normalisePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** What is wrong with an identifier as a message key, or null when it reads. */
export function identifierProblem(input: string): 'field_required' | 'invalid_email' | 'invalid_phone' | null {
  const trimmed = input.trim();
  if (trimmed === '') return 'field_required';
  if (parseIdentifier(trimmed)) return null;
  return trimmed.includes('@') ? 'invalid_email' : 'invalid_phone';
}
