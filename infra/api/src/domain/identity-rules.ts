// Phone and email rules for identity (Saudi mobile numbers; plain email shape).

/** Normalises Saudi mobile numbers to +9665XXXXXXXX; null when it is not one. */
export function normalisePhone(input: string): string | null {
  const digits = input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\s\-()]/g, '');
  const match = /^(?:\+?966|00966|0)?(5\d{8})$/.exec(digits);
  return match ? `+966${match[1]}` : null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** An identifier is an email when it has an @, otherwise a phone number. */
export function parseIdentifier(input: string): { kind: 'email' | 'phone'; value: string } | null {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    const email = normaliseEmail(trimmed);
    return email ? { kind: 'email', value: email } : null;
  }
  const phone = normalisePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 128 && /\p{L}/u.test(password) && /\d/.test(password);
}
