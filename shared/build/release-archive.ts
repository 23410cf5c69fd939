import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import path from 'node:path';
import { contentTypeOf, type ServedFile } from './serve/served-file';

/**
 * Redeploy safety: every content-hashed file (chunks/, assets/) of each build a server has served
 * is copied into an archive folder, and a request for a hashed file the current build no longer
 * has is answered from there. A page opened before a redeploy still runs the old remoteEntry.js,
 * which asks for the old build's chunk names: they keep loading. Hashed names never collide, so
 * the archive only grows; files not served by any build for ARCHIVE_MAX_AGE_DAYS are dropped.
 */
export const ARCHIVE_MAX_AGE_DAYS = 30;
const HASHED_FOLDERS = ['chunks', 'assets'];

/** Copy a build's hashed files into `<archiveDir>/<prefix>/…` (kept as they are, with .br/.gz). */
export function archiveBuild(distDir: string, archiveDir: string, prefix: string): void {
  for (const folder of HASHED_FOLDERS) {
    const from = path.join(distDir, folder);
    if (!existsSync(from)) continue;
    const to = path.join(archiveDir, prefix, folder);
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      const target = path.join(to, name);
      // Still part of a live build: refresh its age so pruning keeps it.
      if (existsSync(target)) utimesSync(target, new Date(), new Date());
      else copyFileSync(path.join(from, name), target);
    }
  }
  pruneArchive(archiveDir);
}

function pruneArchive(archiveDir: string): void {
  const cutoff = Date.now() - ARCHIVE_MAX_AGE_DAYS * 24 * 3600 * 1000;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
    }
  };
  if (existsSync(archiveDir)) walk(archiveDir);
}

/** An archived hashed file for a (checked, decoded) URL path, or null. */
export function readArchived(archiveDir: string, pathname: string): ServedFile | null {
  const file = path.resolve(archiveDir, `.${pathname}`);
  if (!file.startsWith(path.resolve(archiveDir) + path.sep)) return null;
  const read = (ext: string) => {
    try {
      return readFileSync(file + ext);
    } catch {
      return undefined;
    }
  };
  const identity = read('');
  if (!identity) return null;
  return {
    type: contentTypeOf(file),
    // Content-hashed: the name is the version.
    etag: `W/"${path.basename(file)}"`,
    identity,
    br: read('.br'),
    gzip: read('.gz'),
  };
}
