/**
 * `pnpm --filter @citylens/api bench:profile`: where the API's time goes on the cached city
 * content call. Runs the bench servers under `node --cpu-prof`, drives the content call with
 * autocannon, then prints self time grouped by where the code lives (Fastify core, each plugin,
 * pino, our hooks and routes, node internals, GC) and the hottest functions. The .cpuprofile is
 * kept: open it in Chrome DevTools (Performance → Load profile) or speedscope as a flame graph.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CITY = process.env.BENCH_CITY ?? 'Paris';
const profileDir = path.join(root, '.bench-data', 'profiles');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives, in words a reader of the API knows. */
export function placeOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/api\/(src\/.*)$/.exec(url);
  if (ours) return ours[1]!.replace(/^src\//, 'api: ');
  return url.replace(/^file:\/\//, '');
}

export function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const idle = [...selfMs].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)');
  const idleMs = idle.reduce((a, [, ms]) => a + ms, 0);
  const busy = total - idleMs;
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'}  ${place}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms, share: ms / busy }));
  return { total, busy, idleMs, places: top(places, 25), functions: top(functions, 25) };
}

async function main() {
  await fs.rm(profileDir, { recursive: true, force: true });
  await fs.mkdir(profileDir, { recursive: true });
  const child = fork(path.join(here, 'servers.ts'), {
    execArgv: ['--import', 'tsx', '--cpu-prof', '--cpu-prof-dir', profileDir],
    stdio: 'inherit',
  });
  const ports = await new Promise<{ api: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { api: number }));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${ports.api}/api/cities/${encodeURIComponent(CITY)}/content/`;
  await autocannon({ url, connections: 10, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
  const [file] = (await fs.readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no .cpuprofile was written');
  const profile = JSON.parse(await fs.readFile(path.join(profileDir, file), 'utf8')) as CpuProfile;
  const summary = summarise(profile);
  console.log(
    `\ncity content under ${CONNECTIONS} connections: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `profile: ${(summary.busy / 1000).toFixed(1)} s busy of ${(summary.total / 1000).toFixed(1)} s sampled (warm-up and start-up included)\n`,
  );
  console.log('self time by place');
  for (const row of summary.places) {
    console.log(`  ${(row.share * 100).toFixed(1).padStart(5)} %  ${row.name}`);
  }
  console.log('\nhottest functions (self time)');
  for (const row of summary.functions) {
    console.log(`  ${(row.share * 100).toFixed(1).padStart(5)} %  ${row.name}`);
  }
  console.log(`\nflame graph: ${path.join(profileDir, file)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
