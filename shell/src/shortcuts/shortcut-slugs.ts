// The header's category shortcuts (spec §2): shared-domain's nine slugs, and which one a path
// highlights.
import { SHORTCUT_SLUGS, type ShortcutSlug } from 'shared-domain';

export { SHORTCUT_SLUGS };

/** The shortcut a path highlights: /category/{slug} or /category/{parent}/{child}, either segment. */
export function activeShortcut(pathname: string): ShortcutSlug | null {
  const match = /^\/category\/([^/]+)(?:\/([^/]+))?/.exec(pathname);
  if (!match) return null;
  const segments = [match[1], match[2]].filter(Boolean).map((s) => decodeURIComponent(s!));
  return SHORTCUT_SLUGS.find((slug) => segments.includes(slug)) ?? null;
}
