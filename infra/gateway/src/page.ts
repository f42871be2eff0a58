// The store page as the gateway sends it: the shell's index.html with the live registry written
// into it (so the shell need not ask for /remotes.json before it can load a remote) and resource
// hints that start the remotes' connections and manifests while the shell's own bundle downloads.
// Why, and what each hint must look like to be used by the browser: docs/decisions/010.

export interface PageRegistry {
  environment: string;
  remotes: Record<string, { version: string; manifest: string }>;
}

/** Where the shell looks for the registry (shell/src/remotes/registry.ts reads the same id). */
export const REGISTRY_ELEMENT_ID = 'remote-registry';

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const ATTRIBUTE_UNSAFE = /[&"'<>]/g;
const ATTRIBUTE_ENTITIES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/**
 * JSON that can stand inside a `<script>` element: `<`, `>` and `&` become \u escapes, so no value
 * can close the element (`</script>`) or open an HTML comment (`<!--`); JSON.parse reads them back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const attribute = (value: string) => value.replace(ATTRIBUTE_UNSAFE, (char) => ATTRIBUTE_ENTITIES[char] ?? char);

/** The distinct origins that serve the registry's remotes, sorted. */
export function remoteOrigins(registry: PageRegistry): string[] {
  return [...new Set(Object.values(registry.remotes).map((entry) => new URL(entry.manifest).origin))].sort();
}

/**
 * One preconnect per remote origin and one preload per manifest. The federation runtime fetches a
 * manifest with `fetch(url, {})`: GET, CORS mode, no credentials across origins, no extra headers,
 * which is what `as="fetch" crossorigin="anonymous"` asks for, so the browser hands the preloaded
 * response to that call. The preload also opens the origin's anonymous connection, which the
 * remote's chunks reuse (webpack loads them with crossorigin="anonymous"). The remote entry is a
 * classic script without a crossorigin attribute, a credentialed request that browsers send on a
 * separate connection: that is the connection the preconnect, without crossorigin, opens.
 */
export function resourceHints(registry: PageRegistry): string {
  const preconnects = remoteOrigins(registry).map((origin) => `<link rel="preconnect" href="${attribute(origin)}">`);
  const preloads = Object.values(registry.remotes).map(
    (entry) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(entry.manifest)}">`,
  );
  return [...preconnects, ...preloads].join('');
}

export function registryScript(registry: PageRegistry): string {
  return `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${jsonForScript(registry)}</script>`;
}

const CHARSET = /<meta\s[^>]*\bcharset\s*=[^>]*>/i;
const HEAD_START = /<head(?:\s[^>]*)?>/i;
const HEAD_END = /<\/head\s*>/i;

/**
 * The page with the registry and the hints in its head: the hints right after the charset
 * declaration (which must stay within the first 1024 bytes), the registry at the end of the head.
 * A template without a head is sent as it is; the shell then fetches /remotes.json.
 */
export function renderPage(template: string, registry: PageRegistry): string {
  const start = CHARSET.exec(template) ?? HEAD_START.exec(template);
  const end = HEAD_END.exec(template);
  if (!start || !end || end.index < start.index) return template;
  const afterStart = start.index + start[0].length;
  return (
    template.slice(0, afterStart) +
    resourceHints(registry) +
    template.slice(afterStart, end.index) +
    registryScript(registry) +
    template.slice(end.index)
  );
}
