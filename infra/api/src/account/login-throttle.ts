// Throttling of sign-in and password reset: which failure counters an attempt is held to, and what
// their limits are. Pure rules; the counters themselves live in the account repository
// (auth_throttle). Why a proven device has its own counter: docs/decisions/017.

const MINUTE = 60;

/**
 * Sign-in. Attempts without a device proof for the account are held to the account's counter (ten
 * wrong passwords in a quarter of an hour lock the account to such attempts for a quarter of an
 * hour) and to their client address's. Attempts from a device that signed in to this account before
 * are held to that device's counter only, so strangers cannot lock the owner out.
 */
export const LOGIN_LIMITS = { account: 10, device: 10, ip: 50, windowSeconds: 15 * MINUTE, lockSeconds: 15 * MINUTE };
/** Reset links asked for: five an hour per account (each sends a message), twenty per client address. */
export const RESET_LIMITS = { account: 5, ip: 20, windowSeconds: 60 * MINUTE, lockSeconds: 60 * MINUTE };
/**
 * Failed uses of reset links: per client address, per token, and per account once a token is known to be
 * (or have been) one of its links, so replaying stale links cannot go on from many addresses.
 */
export const RESET_USE_LIMITS = { token: 5, account: 10, ip: 20, windowSeconds: 60 * MINUTE, lockSeconds: 60 * MINUTE };
/** How long a device proof lasts: a device unused for half a year is a stranger again. */
export const DEVICE_PROOF_TTL_SECONDS = 180 * 24 * 60 * MINUTE;

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** The counters of a sign-in attempt: the device's own when it proved an earlier sign-in, else the account's and the address's. */
export function loginLimits(attempt: { account: string; clientIp: string; provenDeviceId: string | null }): Limit[] {
  const { windowSeconds, lockSeconds } = LOGIN_LIMITS;
  if (attempt.provenDeviceId) return [{ key: `login:device:${attempt.provenDeviceId}`, max: LOGIN_LIMITS.device, windowSeconds, lockSeconds }];
  return [
    { key: `login:acct:${attempt.account}`, max: LOGIN_LIMITS.account, windowSeconds, lockSeconds },
    { key: `login:ip:${attempt.clientIp}`, max: LOGIN_LIMITS.ip, windowSeconds, lockSeconds },
  ];
}

/** The counters a successful sign-in resets: the account's (whoever proved the password) and the device's. */
export function loginSuccessKeys(attempt: { account: string; provenDeviceId: string | null }): string[] {
  return [`login:acct:${attempt.account}`, ...(attempt.provenDeviceId ? [`login:device:${attempt.provenDeviceId}`] : [])];
}

/** The account counters of a user, by each identifier they sign in with. */
export function accountLoginKeys(user: { email: string | null; phone: string | null }): string[] {
  return [...(user.email ? [`login:acct:email:${user.email}`] : []), ...(user.phone ? [`login:acct:phone:${user.phone}`] : [])];
}

/** Asking for a reset link counts whether or not the account exists: each one sends a message. */
export function resetRequestLimits(attempt: { account: string; clientIp: string }): Limit[] {
  const { windowSeconds, lockSeconds } = RESET_LIMITS;
  return [
    { key: `reset:acct:${attempt.account}`, max: RESET_LIMITS.account, windowSeconds, lockSeconds },
    { key: `reset:ip:${attempt.clientIp}`, max: RESET_LIMITS.ip, windowSeconds, lockSeconds },
  ];
}

/** Using a reset link: the address, the token (by its hash) and, when the token names one, its account. */
export function resetUseLimits(attempt: { clientIp: string; tokenHash: string; ownerId: number | null }): Limit[] {
  const { windowSeconds, lockSeconds } = RESET_USE_LIMITS;
  return [
    { key: `resetpw:ip:${attempt.clientIp}`, max: RESET_USE_LIMITS.ip, windowSeconds, lockSeconds },
    { key: `resetpw:token:${attempt.tokenHash}`, max: RESET_USE_LIMITS.token, windowSeconds, lockSeconds },
    ...(attempt.ownerId !== null ? [{ key: `resetpw:acct:${attempt.ownerId}`, max: RESET_USE_LIMITS.account, windowSeconds, lockSeconds }] : []),
  ];
}
