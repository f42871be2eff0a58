// The store page as the gateway sends it: the shell's index.html with the live registry written
// into it (so the shell need not ask for /remotes.json before it can load a remote) and resource
// hints that start the remotes' connections and manifests while the shell's own bundle downloads.
// Why, and what each hint must look like to be used by the browser: docs/decisions/010.

export interface PageRegistry {
  environment: string;
  remotes: Record<string, { version: string; manifest: string; integrity?: { entry?: string } }>;
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

const HTML_START = /<html(?:\s[^>]*)?>/i;

/** The page's `<html>` element in the request's language and direction (ADR 018). */
export function withLanguage(html: string, language: 'ar' | 'en'): string {
  return html.replace(HTML_START, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
}

/**
 * The page in two parts, cut right after the head: the first is sent at once, so the browser fetches
 * the shell, the fonts and the remotes' manifests while the server renders the body.
 */
export function splitAfterHead(html: string): { head: string; body: string } {
  const end = HEAD_END.exec(html);
  if (!end) return { head: '', body: html };
  const cut = end.index + end[0].length;
  return { head: html.slice(0, cut), body: html.slice(cut) };
}

/** One area's server render, as the page carries it. */
export interface PageArea {
  /** The area's name in the template (`area-<name>`, `shell-header`, …): the app that rendered it. */
  element: string;
  app: string;
  html: string;
  styles: string;
  state?: Record<string, unknown>;
}

const BODY_START = /<body(?:\s[^>]*)?>/i;
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The body with each rendered area's HTML inside its (empty) element, marked as the app's server render,
 * the answers its render read right after it as a JSON data block, and every area's styles at the start
 * of the body. An area whose element the template does not have is left out; the browser renders it.
 */
export function fillAreas(body: string, areas: PageArea[]): string {
  let filled = body;
  const styles: string[] = [];
  for (const area of areas) {
    const element = new RegExp(`(<div id="?${escapeForPattern(area.element)}"?)([^>]*)></div>`);
    if (!element.test(filled)) continue;
    const state = area.state
      ? `<script type="application/json" id="server-state-${attribute(area.app)}">${jsonForScript(area.state)}</script>`
      : '';
    filled = filled.replace(element, (_match, open: string, rest: string) => `${open}${rest} data-server-rendered="${attribute(area.app)}">${area.html}</div>${state}`);
    styles.push(area.styles);
  }
  const start = BODY_START.exec(filled);
  if (!start || styles.length === 0) return filled;
  const afterStart = start.index + start[0].length;
  return filled.slice(0, afterStart) + styles.join('') + filled.slice(afterStart);
}

const DEFERRED_SCRIPT = /<script defer src=("[^"]*"|'[^']*'|[^\s>]+)><\/script>/g;
const BODY_END = /<\/body\s*>/i;

/**
 * The page with the shell's deferred scripts asked for only once its server-rendered content has been
 * painted (docs/decisions/018). A `defer` script in the head starts downloading at once and runs
 * before the first paint of the body; on a slow connection its bytes compete with the HTML, the fonts
 * and the first images, and on a slow phone its start-up runs before the heading shows. Here an inline
 * script at the end of the body adds them (in order) after the next frame, or at once in a tab that
 * is not shown (no frames there). The page's links and its content work before; hydration follows.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const head = HEAD_END.exec(html);
  if (!head) return html;
  const inHead = html.slice(0, head.index).replace(DEFERRED_SCRIPT, (_tag, source: string) => {
    sources.push(source.replace(/^["']|["']$/g, ''));
    return '';
  });
  const rest = html.slice(head.index);
  const end = BODY_END.exec(rest);
  if (sources.length === 0 || !end) return html;
  const loader =
    `(function(){var s=${jsonForScript(sources)};function l(){s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}` +
    `if(document.visibilityState==='hidden')l();else requestAnimationFrame(function(){setTimeout(l,0)})})()`;
  return `${inHead}${rest.slice(0, end.index)}<script>${loader}</script>${rest.slice(end.index)}`;
}

/** The shell's files a page's start loads before anything renders: its bootstrap and one language's translations. */
export interface ShellStartup {
  files: string[];
  languages: Partial<Record<'ar' | 'en', string[]>>;
}

/** The shell build's first-load graph (infra/build/src/first-load-graph-plugin.cjs), as far as it is read here. */
export interface FirstLoadGraph {
  groups?: Record<string, { files?: string[]; shared?: string[] }>;
}

/** The import() groups of the shell's entry (shell/src/index.ts) that its start waits on. */
export const SHELL_STARTUP_GROUPS = {
  bootstrap: 'import:shell/src/bootstrap.tsx',
  language: (language: 'ar' | 'en') => `import:shell/src/locales/${language}.ts`,
};

/** What the shell's start loads, read from its build's first-load graph; nothing for a build without one. */
export function shellStartup(graph: FirstLoadGraph | null): ShellStartup {
  const groups = graph?.groups ?? {};
  const files = (key: string) => (groups[key]?.files ?? []).filter((file) => /^[\w.-]+\.js$/.test(file));
  // the bootstrap's own chunks, and those of the shared packages it asks the federation runtime for
  // (and that those ask for in turn)
  const bootstrap = new Set([SHELL_STARTUP_GROUPS.bootstrap]);
  for (const key of bootstrap) for (const name of groups[key]?.shared ?? []) bootstrap.add(`shared:${name}`);
  return {
    files: [...new Set([...bootstrap].flatMap(files))],
    languages: { ar: files(SHELL_STARTUP_GROUPS.language('ar')), en: files(SHELL_STARTUP_GROUPS.language('en')) },
  };
}

/**
 * Preloads for a page the browser renders (the cart, the checkout, the account, the shell's own pages):
 * the shell's start-up files and the owning remote's entry, asked for with the head instead of one after
 * another once the shell has run (the shell, then its start-up chunks, then the remote's entry). Each
 * hint must look like the request it stands for, or the browser fetches the file twice: webpack adds the
 * shell's chunks (same origin) as plain scripts, and the federation runtime adds a remote's entry with
 * `crossorigin="anonymous"` and the digest the registry recorded (ADR 010).
 */
export function startupPreloads(startup: ShellStartup, language: 'ar' | 'en', owner?: { href: string; integrity?: string }): string {
  const shell = [...new Set([...startup.files, ...(startup.languages[language] ?? [])])].map(
    (file) => `<link rel="preload" as="script" href="/${attribute(file)}">`,
  );
  const entry = owner
    ? [
        `<link rel="preload" as="script" crossorigin="anonymous"${owner.integrity ? ` integrity="${attribute(owner.integrity)}"` : ''} href="${attribute(owner.href)}">`,
      ]
    : [];
  return [...shell, ...entry].join('');
}

const FIRST_DEFERRED_SCRIPT = /<script defer src=/i;

/** The page with links placed in its head right before the shell's deferred script (or at the head's end). */
export function withHeadLinks(html: string, links: string): string {
  const head = HEAD_END.exec(html);
  if (!head || links === '') return html;
  const script = FIRST_DEFERRED_SCRIPT.exec(html.slice(0, head.index));
  const at = script ? script.index : head.index;
  return html.slice(0, at) + links + html.slice(at);
}
