// The password rule: 8 to 128 characters with a letter and a digit. The digit must be an ASCII one:
// passwords are compared exactly as typed (never converted like phone numbers), and a shopper who
// signs in from another keyboard must be able to type the same password.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Each part of the rule and whether the password meets it, in the order forms list them. */
export function passwordRules(password: string) {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    letter: /\p{L}/u.test(password),
    digit: /[0-9]/.test(password),
  } as const;
}

export type PasswordRule = keyof ReturnType<typeof passwordRules>;

export function isStrongPassword(password: string): boolean {
  return Object.values(passwordRules(password)).every(Boolean);
}
