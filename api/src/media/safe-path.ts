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
 * Resolves a URL wildcard (already percent-decoded by the router) to a file inside `root`.
 * Returns null for anything that is not a plain relative path to a served image type:
 * `..` or `.` segments, hidden names, backslashes, NUL bytes, absolute paths, or a symlink
 * leading outside the root.
 */
export async function resolveMediaPath(root: string, wildcard: string): Promise<string | null> {
  if (!wildcard || wildcard.length > 512) return null;
  if (/[\\\0]/.test(wildcard) || wildcard.startsWith('/')) return null;
  const segments = wildcard.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  if (!servedTypes[path.extname(wildcard).toLowerCase()]) return null;

  const base = path.resolve(root);
  const candidate = path.resolve(base, ...segments);
  if (!candidate.startsWith(base + path.sep)) return null;

  try {
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(candidate)]);
    if (!realFile.startsWith(realBase + path.sep)) return null;
    return realFile;
  } catch {
    return null;
  }
}
