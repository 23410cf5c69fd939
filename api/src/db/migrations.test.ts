import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from 'node:test';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Its package exports no bin path; the workspace links it into api/node_modules.
const drizzleKit = path.join(api, 'node_modules/drizzle-kit/bin.cjs');

/**
 * The migrations are generated from src/db/schema.ts: a table or column written into one and not
 * the other makes `db:generate` write a migration nobody asked for (or a database without it).
 * Generating into a copy of the folder must find nothing to do.
 */
test('the migrations and their snapshots match the Drizzle schema: generating finds no change', async () => {
  const out = await mkdtemp(path.join(tmpdir(), 'citylens-migrations-'));
  try {
    await cp(path.join(api, 'src/db/migrations'), out, { recursive: true });
    const before = await readdir(out);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema.ts',
        '--out',
        // drizzle-kit reads the folder as a path relative to the working directory.
        path.relative(api, out),
      ],
      { cwd: api, timeout: 60_000 },
    );
    assert.deepEqual(await readdir(out), before, stdout);
    assert.match(stdout, /No schema changes/);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
