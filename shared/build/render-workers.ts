import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageRenderModule } from '../src/contracts';

/** What the host's server build exports (declared with the server-render contract). */
export type RenderModule = PageRenderModule;

/**
 * The code a render worker runs: the host's server build, required in the worker's own realm, and
 * its calls answered by message. Answers go back as one JSON string, as they go into the page: the
 * server's main thread parses it, so the worker spends no time copying an object graph.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const renderer = require(workerData.file);
parentPort.on('message', async ({ id, method, options }) => {
  try {
    const result = await renderer[method](options);
    parentPort.postMessage({ id, json: JSON.stringify(result) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/**
 * One host server build, run in a worker thread of its own. A build is never loaded twice in one
 * realm: a second copy of render.js in the same process shares the federation runtime's globals
 * (\`__FEDERATION__\`, non-configurable: they cannot be reset) with the first, so its shared React
 * Router is the first copy's and every page rendered at the first copy's location. A worker has its
 * own globals, so a redeployed host renders with its own build, without restarting the process.
 */
class RenderWorker implements RenderModule {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: never) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  private retired = false;
  /** Null while the worker runs; the reason once it has stopped (the next request starts another). */
  failure: Error | null = null;

  /** Renders asked of this worker and not yet answered. */
  get busy(): number {
    return this.pending.size;
  }

  constructor(file: string) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
    // The servers' own shutdown ends the process; a worker never holds it open.
    this.worker.unref();
    this.worker.on(
      'message',
      ({ id, json, error }: { id: number; json?: string; error?: string }) => {
        const call = this.pending.get(id);
        if (!call) return;
        this.pending.delete(id);
        if (error === undefined) call.resolve(JSON.parse(json!) as never);
        else call.reject(new Error(error));
        if (this.retired && this.pending.size === 0) void this.worker.terminate();
      },
    );
    const stopped = (error: Error) => {
      this.failure = error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', stopped);
    this.worker.on('exit', (code) => stopped(new Error(`render worker exited (${code})`)));
  }

  private call<T>(method: keyof RenderModule, options: unknown): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.worker.postMessage({ id, method, options });
    });
  }

  renderPage(options: Parameters<RenderModule['renderPage']>[0]) {
    return this.call<Awaited<ReturnType<RenderModule['renderPage']>>>('renderPage', options);
  }

  async close(): Promise<void> {
    this.retired = true;
    await this.worker.terminate();
  }

  /** A newer build took over: the worker ends once its last render has answered. */
  retire(): void {
    this.retired = true;
    if (this.pending.size === 0) void this.worker.terminate();
  }
}

/**
 * A build's render workers, a small pool per set of canary variants. A worker's federation runtime
 * holds one build of each remote under its name: a canary and its stable build rendered in turn in
 * one realm would swap that build back and forth under renders still running (and the runtime
 * reused the first container's instance for the second, which then read its chunks from the wrong
 * place). So a worker renders one variant of each remote, and only a redeploy changes what it holds.
 */
interface LoadedBuild {
  hash: string;
  /** By variant key (`''`: every remote stable), least recently used first; each pool in start order. */
  workers: Map<string, RenderWorker[]>;
}

/** At most this many variant sets keep a pool of workers per build; the least recently used pool ends. */
const MAX_VARIANT_POOLS = 4;

/** How many render workers a variant set may use; unset: one per core, up to 4. */
export const RENDER_WORKERS_ENV = 'CITYLENS_RENDER_WORKERS';

/**
 * Workers per variant set: a render keeps one core busy (10–20 ms for a city page), so pages asked
 * for at once render side by side on as many cores. Each worker holds its own copy of the host's
 * and the remotes' server builds, so a memory-capped pod sets fewer (Kubernetes: 1).
 */
export function renderWorkersPerVariant(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[RENDER_WORKERS_ENV];
  if (raw === undefined || raw === '') return Math.max(1, Math.min(4, availableParallelism()));
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 16)
    throw new Error(`${RENDER_WORKERS_ENV} must be a whole number from 1 to 16, not "${raw}"`);
  return count;
}

export const RENDER_WORKERS_PER_VARIANT = renderWorkersPerVariant();

/** How many renders one worker may have in flight; unset: 8. */
export const RENDERS_PER_WORKER_ENV = 'CITYLENS_RENDERS_PER_WORKER';

/**
 * Renders in flight per worker. A render spends 10–20 ms of the worker's core and the rest waiting
 * for the API and the remotes, so a few overlap well; past the cap a visitor would only queue
 * behind the others, so the server sends the static shell at once instead (the browser renders it).
 */
export function rendersPerWorker(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[RENDERS_PER_WORKER_ENV];
  if (raw === undefined || raw === '') return 8;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`${RENDERS_PER_WORKER_ENV} must be a whole number from 1 to 64, not "${raw}"`);
  return count;
}

export const RENDERS_PER_WORKER = rendersPerWorker();

const loadedBuilds = new Map<string, LoadedBuild>();

/**
 * The host's server build at \`file\`, read again: a site rebuilt for new runtime settings (the same
 * build) keeps its workers; a rebuilt host (a new file at the same path) gets new ones, and the old
 * ones end after their last render.
 */
export function loadServerBuild(file: string): void {
  const hash = createHash('sha256').update(readFileSync(file)).digest('base64');
  const loaded = loadedBuilds.get(file);
  if (loaded?.hash === hash) return;
  for (const pool of loaded?.workers.values() ?? []) for (const worker of pool) worker.retire();
  loadedBuilds.set(file, { hash, workers: new Map() });
}

/** End every render worker (tests; a server's process ends them with it). */
export async function closePageRenderers(): Promise<void> {
  const workers = [...loadedBuilds.values()].flatMap(({ workers }) => [...workers.values()].flat());
  loadedBuilds.clear();
  await Promise.all(workers.map((worker) => worker.close()));
}

/**
 * A live worker of the build at \`file\` for one set of variants: the first idle one of its pool (the
 * warmest), else the least busy; null when every one has RENDERS_PER_WORKER renders in flight. A
 * worker that died is replaced. A new pool starts all its workers; once the first has rendered the
 * page asked for, the others render it too (answers discarded, and only below their cap), so a
 * burst of visitors meets warm workers rather than a second cold start.
 */
export function liveRenderer(file: string, variants: string): RenderModule | null {
  const { workers } = loadedBuilds.get(file)!;
  const pool = (workers.get(variants) ?? []).filter((worker) => !worker.failure);
  workers.delete(variants);
  const fresh = pool.length === 0;
  while (pool.length < RENDER_WORKERS_PER_VARIANT) pool.push(new RenderWorker(file));
  workers.set(variants, pool);
  for (const [key, idle] of workers) {
    if (workers.size <= MAX_VARIANT_POOLS) break;
    workers.delete(key);
    for (const retired of idle) retired.retire();
  }
  if (!fresh) {
    const least =
      pool.find((candidate) => candidate.busy === 0) ??
      pool.reduce((least, candidate) => (candidate.busy < least.busy ? candidate : least));
    return least.busy < RENDERS_PER_WORKER ? least : null;
  }
  const [first, ...others] = pool;
  return {
    renderPage: (options) => {
      const page = first!.renderPage(options);
      const warm = () =>
        others.forEach(
          (worker) =>
            worker.busy < RENDERS_PER_WORKER && void worker.renderPage(options).catch(() => {}),
        );
      page.then(warm, warm);
      return page;
    },
  };
}
