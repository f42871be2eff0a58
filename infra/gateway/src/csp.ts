// Content-Security-Policy for the store page: scripts and connections only from the web origin
// itself and exactly the remote origins the registry names (plus the payment provider for
// connections and forms), and the shell's one inline script by its hash (the registry's JSON data
// block on the page is not a script and gets none).
import { createHash } from 'node:crypto';

const JAVASCRIPT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * A data block (such as the registry's `type="application/json"`) is never run, so it needs no
 * hash. Only a MIME type that is not JavaScript makes one; anything else (no type, a JavaScript
 * type, `module`, `importmap`, `speculationrules`) is governed by script-src and is hashed.
 */
function isDataBlock(attributes: string): boolean {
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  const essence = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').split(';')[0]!.trim().toLowerCase();
  return essence.includes('/') && !JAVASCRIPT_MIME_TYPES.has(essence);
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const body = match[2] ?? '';
    if (body.trim() && !isDataBlock(match[1] ?? '')) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(options: { remoteOrigins: string[]; paymentsOrigin: string; scriptHashes: string[] }): string {
  const remotes = [...new Set(options.remoteOrigins)].sort();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes, ...remotes],
    'connect-src': ["'self'", ...remotes, options.paymentsOrigin],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'form-action': ["'self'", options.paymentsOrigin],
    'frame-src': [options.paymentsOrigin],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
