// The email rule: a plain address shape, compared and stored trimmed and in lower case.

export const EMAIL_MAX_LENGTH = 254;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The address trimmed and lower-cased, or null when it is not an email address. */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? email : null;
}
