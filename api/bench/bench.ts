/**
 * `pnpm --filter @citylens/api bench`: autocannon, 50 connections, 10 s each, against a bare
 * Fastify hello-world, GET /api/cities/ and GET /api/cities/{name}/content/ in the same run.
 * Prints req/s, p50, p99 and the ratio to the bare server. Target: p99 ≤ 50 ms on city content.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CITY = process.env.BENCH_CITY ?? 'Paris';
const P99_TARGET_MS = 50;

const child = fork(path.join(here, 'servers.ts'), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ports = await new Promise<{ api: number; bare: number }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { api: number; bare: number }));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

async function measure(name: string, url: string) {
  // Warm caches and JIT before measuring.
  await autocannon({ url, connections: 10, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
  };
}

try {
  const rows = [
    await measure('bare Fastify hello-world', `http://127.0.0.1:${ports.bare}/`),
    await measure('GET /api/cities/', `http://127.0.0.1:${ports.api}/api/cities/`),
    await measure(
      `GET /api/cities/${CITY}/content/`,
      `http://127.0.0.1:${ports.api}/api/cities/${encodeURIComponent(CITY)}/content/`,
    ),
  ];
  const bare = rows[0]!.rps;
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each\n`);
  console.log(
    `${'target'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs bare'.padStart(10)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(34)}${r.rps.toFixed(0).padStart(10)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${`${((r.rps / bare) * 100).toFixed(1)} %`.padStart(10)}`,
    );
  }
  const content = rows[2]!;
  const ok = content.p99 <= P99_TARGET_MS;
  console.log(
    `\ncity content p99 ${content.p99} ms: ${ok ? 'meets' : 'misses'} the ${P99_TARGET_MS} ms target`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  child.disconnect();
}
