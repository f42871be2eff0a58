// Where a shopper goes after signing in: the `redirect` query parameter, but only when it names a
// page of this store. Anything else (another site, a protocol-relative "//host", a backslash trick,
// a sign-in page itself) falls back to the home page.

export const LOGIN_PATH = '/authentication/login';
export const REGISTER_PATH = '/authentication/register';
export const FORGOT_PASSWORD_PATH = '/authentication/forgot-password';
export const RESET_PASSWORD_PATH = '/authentication/reset-password';

const HOME = '/';
const PROBE_ORIGIN = 'https://store.invalid';

const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeRedirect(value: string | null | undefined): string {
  if (!value || value.length > 2048) return HOME;
  // a single leading slash, then not a second slash or a backslash; no backslashes or control
  // characters anywhere (browsers read "\" as "/" and drop tabs and newlines)
  if (!/^\/(?![/\\])/.test(value) || value.includes('\\') || hasControlCharacter(value)) return HOME;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME;
  // back to a sign-in page would only show the form again
  if (/^\/authentication(\/|$)/.test(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The redirect target carried by a page's query string (`?redirect=...`). */
export const redirectFrom = (search: URLSearchParams): string => safeRedirect(search.get('redirect'));

/** A sign-in page's path that carries the target on, e.g. `/authentication/login?redirect=/cart`. */
export function withRedirect(path: string, target: string): string {
  if (target === HOME) return path;
  // slashes stay readable; everything else that means something in a query is escaped
  return `${path}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}
