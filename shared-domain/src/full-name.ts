// Spec §3: a shopper's full name is the first name plus the last name, or empty when both are
// missing. One rule for the API's `fullName`, the shell's session and the account pages.

/** First and last name joined by a space; a part that is missing or blank is left out. */
export function fullNameOf(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
