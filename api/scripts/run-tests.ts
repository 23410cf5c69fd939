/**
 * Runs every *.test.ts with node's test runner: once on PGlite, and again on PostgreSQL
 * when DATABASE_URL is set. Prints one summary line per backend; exits non-zero on failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  TEMPLATE_ENV,
  preparePgliteTemplate,
  preparePostgresTemplate,
} from '../src/testing/template.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv.slice(2);

function findTests(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findTests(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = findTests(path.join(root, 'src'))
  .filter((f) => filter.length === 0 || filter.some((part) => f.includes(part)))
  .sort();

interface Result {
  label: string;
  code: number;
  counts: Record<string, number>;
  seconds: number;
}

/**
 * Tests that compare latencies (sign-in p99 under an image flood) run after the others, one file
 * at a time: next to another test file's work on a two-core machine they measure that, not the API.
 */
const RUN_ALONE = [
  path.join('src', 'media', 'render-flood.test.ts'),
  // Keeps every core busy for a few seconds: other files' timings would measure it.
  path.join('src', 'media', 'render-share.test.ts'),
];
const runsAlone = (file: string) => RUN_ALONE.some((alone) => file.endsWith(alone));

/**
 * The image flood (render-flood.test.ts, about a minute and a half) runs on the PGlite pass only:
 * it measures the image service, whose renders and limits touch no database, and the sign-ins it
 * times are slowest to keep apart there, where the database shares the API's process.
 */
const PGLITE_ONLY = [path.join('src', 'media', 'render-flood.test.ts')];
const pgliteOnly = (file: string) => PGLITE_ONLY.some((only) => file.endsWith(only));

/** One node --test run over `batch`; adds its counts to `counts`; resolves with its exit code. */
function runBatch(
  batch: string[],
  concurrency: number,
  env: NodeJS.ProcessEnv,
  counts: Record<string, number>,
): Promise<number> {
  if (batch.length === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        `--test-concurrency=${concurrency}`,
        '--test-reporter=spec',
        ...batch,
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)/.exec(line.trim());
        if (match) counts[match[1]!] = (counts[match[1]!] ?? 0) + Number(match[2]);
      }
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function run(
  label: string,
  env: NodeJS.ProcessEnv,
  include: (file: string) => boolean = () => true,
): Promise<Result> {
  const started = Date.now();
  const counts: Record<string, number> = {};
  const mine = files.filter(include);
  const together = await runBatch(
    mine.filter((f) => !runsAlone(f)),
    2,
    env,
    counts,
  );
  const alone = await runBatch(mine.filter(runsAlone), 1, env, counts);
  return {
    label,
    code: together !== 0 ? together : alone,
    counts,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Type-level tests (response types assignable to @citylens/shared contracts) need tsc; `pnpm test`
 * sets CITYLENS_TYPES_CHECKED once its types stage has run tsc here, so it runs once.
 */
const typesCheckedBefore = process.env.CITYLENS_TYPES_CHECKED === 'true';
function typecheck(): Promise<boolean> {
  if (filter.length > 0 || typesCheckedBefore) return Promise.resolve(true);
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', '.'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

const typesOk = await typecheck();
const results: Result[] = [];
const { DATABASE_URL, ...withoutDb } = process.env;
const templateDir = path.join(root, '.test-data');
let started = Date.now();
const pgliteTemplate = await preparePgliteTemplate(templateDir);
console.log(
  `prepared the seeded PGlite template in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
results.push(
  await run('PGlite', { ...withoutDb, NODE_ENV: 'test', [TEMPLATE_ENV]: pgliteTemplate }),
);
if (DATABASE_URL) {
  started = Date.now();
  const template = await preparePostgresTemplate(DATABASE_URL);
  console.log(
    `prepared the PostgreSQL template in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  results.push(
    await run(
      'PostgreSQL',
      { ...process.env, NODE_ENV: 'test', [TEMPLATE_ENV]: template },
      (file) => !pgliteOnly(file),
    ),
  );
}

console.log('');
if (filter.length === 0)
  console.log(
    `api typecheck (contract types): ${typesCheckedBefore ? 'passed in the types stage' : typesOk ? 'PASS' : 'FAIL'}`,
  );
for (const r of results) {
  const c = r.counts;
  console.log(
    `api tests on ${r.label}: ${r.code === 0 ? 'PASS' : 'FAIL'} — ${c.tests ?? 0} tests, ${c.pass ?? 0} passed, ${c.fail ?? 0} failed, ${c.skipped ?? 0} skipped, ${c.cancelled ?? 0} cancelled (${r.seconds.toFixed(1)} s)`,
  );
}
if (!DATABASE_URL) console.log('api tests on PostgreSQL: skipped (DATABASE_URL not set)');
process.exit(typesOk && results.every((r) => r.code === 0) ? 0 : 1);
