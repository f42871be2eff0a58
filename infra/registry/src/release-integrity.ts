// The content digests of a built remote version, recorded in the registry when the version is
// built: the shell loads a remote only when its manifest and entry still hash to what was built
// (Subresource Integrity), and the entry carries the digests of its own chunks (the build's
// webpack-subresource-integrity), so every file of the chain is checked.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReleaseIntegrity {
  /** sha384 of mf-manifest.json, as an SRI value. */
  manifest: string;
  /** sha384 of remoteEntry.js, as an SRI value. */
  entry: string;
}

export const sri = (bytes: Buffer | string): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Digests of the files the shell loads first from a version folder. */
export function releaseIntegrity(dir: string): ReleaseIntegrity {
  const manifestText = readFileSync(path.join(dir, 'mf-manifest.json'));
  const manifest = JSON.parse(manifestText.toString('utf8')) as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
  const entryName = path.join(manifest.metaData?.remoteEntry?.path ?? '', manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js');
  return { manifest: sri(manifestText), entry: sri(readFileSync(path.join(dir, entryName))) };
}

/** The digests of a version folder that holds a build; undefined when it holds none (nothing to vouch for). */
export function builtReleaseIntegrity(dir: string): ReleaseIntegrity | undefined {
  return existsSync(path.join(dir, 'mf-manifest.json')) ? releaseIntegrity(dir) : undefined;
}
