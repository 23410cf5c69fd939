/**
 * `pnpm --filter @citylens/api bench`: autocannon, 50 connections, 10 s each, in one run:
 * - bare Fastify: hello-world, and the city content call's exact bytes (the floor of bytes);
 * - the API on PGlite: GET /api/cities/ and GET /api/cities/{name}/content/;
 * - with PostgreSQL and Redis (BENCH_DATABASE_URL or DATABASE_URL, and REDIS_URL): the content
 *   call on one replica, then on two replicas (server processes on two ports, the connections
 *   alternating between them, as a round-robin balancer would).
 * Prints req/s, p50, p99 and the ratio to bare hello-world. Targets on city content: p99 ≤ 50 ms,
 * and one replica ≥ 50 % of bare Fastify's req/s.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CITY = process.env.BENCH_CITY ?? 'Paris';
const P99_TARGET_MS = 50;
const RATIO_TARGET = 0.5;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const contentPath = `/api/cities/${encodeURIComponent(CITY)}/content/`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

async function measure(name: string, url: string | string[]): Promise<Row> {
  // Warm caches and JIT before measuring.
  await autocannon({ url: url as string, connections: 10, duration: 1 });
  const result = await autocannon({
    url: url as string,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The bench database on the PostgreSQL server: created once, seeded by the first replica. */
async function benchDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'citylens_bench'`);
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE citylens_bench');
  await admin.end();
  const bench = new URL(url);
  bench.pathname = '/citylens_bench';
  return bench.toString();
}

async function startReplica(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/server.ts')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  // Ready when its health check answers (the log level may hide "Server listening").
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`replica on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`replica on ${port} did not start`);
}

async function replicaRows(): Promise<Row[]> {
  if (!databaseUrl || !redisUrl) {
    console.log('replicas: skipped (set DATABASE_URL or BENCH_DATABASE_URL, and REDIS_URL)');
    return [];
  }
  const media = await fs.mkdtemp(path.join(os.tmpdir(), 'citylens-bench-media-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: await benchDatabase(databaseUrl),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: 'citylens-bench:',
    JWT_SECRET: 'bench-'.repeat(8),
    MEDIA_DIR: media,
    SEED_IMAGES: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  };
  const ports = [8101, 8102];
  const replicas: ChildProcess[] = [];
  try {
    // Started one after the other so the first seeds alone; both then serve.
    for (const [n, port] of ports.entries()) {
      replicas.push(await startReplica({ ...env, DATA_DIR: path.join(media, `data-${n}`) }, port));
    }
    const urls = ports.map((port) => `http://127.0.0.1:${port}${contentPath}`);
    return [
      await measure(`content, 1 replica (PostgreSQL)`, urls[0]!),
      await measure(`content, 2 replicas alternating`, urls),
    ];
  } finally {
    await Promise.all(
      replicas.map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await fs.rm(media, { recursive: true, force: true });
  }
}

const child = fork(path.join(here, 'servers.ts'), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ports = await new Promise<{ api: number; bare: number }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { api: number; bare: number }));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

try {
  const rows = [
    await measure('bare Fastify hello-world', `http://127.0.0.1:${ports.bare}/`),
    await measure('bare Fastify, content bytes', `http://127.0.0.1:${ports.bare}/same-bytes`),
    await measure('GET /api/cities/', `http://127.0.0.1:${ports.api}/api/cities/`),
    await measure(`GET ${contentPath}`, `http://127.0.0.1:${ports.api}${contentPath}`),
  ];
  child.disconnect();
  rows.push(...(await replicaRows()));
  const bare = rows[0]!.rps;
  const sameBytes = rows[1]!.rps;
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores\n`,
  );
  console.log(
    `${'target'.padEnd(40)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'vs bare'.padStart(9)}${'vs bytes'.padStart(10)}`,
  );
  for (const r of rows) {
    const pct = (x: number) => `${((r.rps / x) * 100).toFixed(1)} %`;
    console.log(
      `${r.name.padEnd(40)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${pct(bare).padStart(9)}${pct(sameBytes).padStart(10)}`,
    );
  }
  const content = rows[3]!;
  const p99ok = content.p99 <= P99_TARGET_MS;
  const ratio = content.rps / bare;
  console.log(
    `\ncity content p99 ${content.p99} ms: ${p99ok ? 'meets' : 'misses'} the ${P99_TARGET_MS} ms target; ` +
      `${(ratio * 100).toFixed(1)} % of bare Fastify (target ${RATIO_TARGET * 100} %), ` +
      `${((content.rps / sameBytes) * 100).toFixed(1)} % of bare Fastify sending the same bytes`,
  );
  process.exitCode = p99ok ? 0 : 1;
} finally {
  if (child.connected) child.disconnect();
}
