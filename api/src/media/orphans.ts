import fs from 'node:fs/promises';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { lifestylePhotos } from '../db/schema.js';

/** Files younger than this may belong to an upload whose row is being written right now. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Removes uploaded files no row names (a crash between writing a file and its row, or between
 * deleting a row and its file) and leftover temporary files. Runs at start under the start-up
 * lock, so one replica sweeps the shared folder at a time.
 */
export async function sweepOrphanUploads(
  db: Db,
  mediaDir: string,
  now = Date.now(),
): Promise<string[]> {
  const root = path.join(mediaDir, 'uploads');
  const rows = await db
    .select({ path: lifestylePhotos.imagePath })
    .from(lifestylePhotos)
    .where(like(lifestylePhotos.imagePath, 'uploads/%'));
  const named = new Set(rows.map((r) => r.path));
  const removed: string[] = [];
  for await (const file of filesUnder(root)) {
    const relative = path.relative(mediaDir, file).split(path.sep).join('/');
    if (named.has(relative)) continue;
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || now - stat.mtimeMs < ORPHAN_MIN_AGE_MS) continue;
    await fs.rm(file, { force: true });
    removed.push(relative);
  }
  return removed;
}
