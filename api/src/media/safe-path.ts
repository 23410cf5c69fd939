import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** Extensions the media routes serve, with their content types. SVG is never served. */
export const servedTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/**
 * The path a URL wildcard (already percent-decoded by the router) names inside `root`, checked
 * without touching the disk; null for anything that is not a plain relative path to a served
 * image type: `..` or `.` segments, hidden names, backslashes, NUL bytes, absolute paths.
 */
export function mediaPathCandidate(root: string, wildcard: string): string | null {
  if (!wildcard || wildcard.length > 512) return null;
  if (/[\\\0]/.test(wildcard) || wildcard.startsWith('/')) return null;
  const segments = wildcard.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  if (!servedTypes[path.extname(wildcard).toLowerCase()]) return null;

  const base = path.resolve(root);
  const candidate = path.resolve(base, ...segments);
  if (!candidate.startsWith(base + path.sep)) return null;
  return candidate;
}

/**
 * Real paths of the media roots, found once: every request used to resolve its root again, one
 * more trip through libuv's thread pool, which password hashing shares. A root that could not be
 * resolved is tried again next time.
 */
const realRoots = new Map<string, Promise<string>>();

function realRoot(base: string): Promise<string> {
  let found = realRoots.get(base);
  if (!found) {
    found = realpath(base);
    realRoots.set(base, found);
    found.catch(() => realRoots.delete(base));
  }
  return found;
}

/**
 * Resolves a URL wildcard to a file inside `root` (see mediaPathCandidate). Returns null for
 * anything mediaPathCandidate refuses, a missing file, or a symlink leading outside the root.
 */
export async function resolveMediaPath(root: string, wildcard: string): Promise<string | null> {
  const candidate = mediaPathCandidate(root, wildcard);
  if (!candidate) return null;
  try {
    const [realBase, realFile] = await Promise.all([
      realRoot(path.resolve(root)),
      realpath(candidate),
    ]);
    if (!realFile.startsWith(realBase + path.sep)) return null;
    return realFile;
  } catch {
    return null;
  }
}
