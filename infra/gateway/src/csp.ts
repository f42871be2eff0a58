// Content-Security-Policy for the store page: scripts and connections only from the web origin
// itself and exactly the remote origins the registry names (plus the payment provider for
// connections and forms), and the shell's one inline script by its hash.
import { createHash } from 'node:crypto';

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
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
