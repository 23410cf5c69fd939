import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { RuntimeConfig, ServerAddresses } from '../src/contracts';

/** What the host's server build (`host/src/server/render-page.tsx`, built to dist/server/render.js) exports. */
export interface RenderModule {
  renderPage(options: {
    url: string;
    runtimeConfig: RuntimeConfig;
    bucket: number | null;
    siteUrl: string;
    server?: ServerAddresses;
  }): Promise<{
    html: string;
    head: string;
    queryState: unknown;
    remote: { name: string; release: string | null } | null;
    cacheable: boolean;
  }>;
}

/**
 * The code a render worker runs: the host's server build, required in the worker's own realm, and
 * its two calls answered by message. Answers go back as JSON, as they go into the page.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const renderer = require(workerData.file);
parentPort.on('message', async ({ id, method, options }) => {
  try {
    const result = await renderer[method](options);
    parentPort.postMessage({ id, result: JSON.parse(JSON.stringify(result)) });
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

  constructor(file: string) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file } });
    // The servers' own shutdown ends the process; a worker never holds it open.
    this.worker.unref();
    this.worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: never; error?: string }) => {
        const call = this.pending.get(id);
        if (!call) return;
        this.pending.delete(id);
        if (error === undefined) call.resolve(result as never);
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
 * A build's render workers, one per set of canary variants. A worker's federation runtime holds one
 * build of each remote under its name: a canary and its stable build rendered in turn in one
 * realm would swap that build back and forth under renders still running (and the runtime reused
 * the first container's instance for the second, which then read its chunks from the wrong place).
 * So a worker renders one variant of each remote, and only a redeploy changes what it holds.
 */
interface LoadedBuild {
  hash: string;
  /** By variant key (`''`: every remote stable), least recently used first. */
  workers: Map<string, RenderWorker>;
}

/** At most this many variant sets rendered at once per build; the least recently used ends. */
const MAX_VARIANT_WORKERS = 4;

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
  for (const worker of loaded?.workers.values() ?? []) worker.retire();
  loadedBuilds.set(file, { hash, workers: new Map() });
}

/** End every render worker (tests; a server's process ends them with it). */
export async function closePageRenderers(): Promise<void> {
  const workers = [...loadedBuilds.values()].flatMap(({ workers }) => [...workers.values()]);
  loadedBuilds.clear();
  await Promise.all(workers.map((worker) => worker.close()));
}

/** The live worker of the build at \`file\` for one set of variants (started if none, or if it died). */
export function liveRenderer(file: string, variants: string): RenderModule {
  const { workers } = loadedBuilds.get(file)!;
  let worker = workers.get(variants);
  workers.delete(variants);
  if (!worker || worker.failure) worker = new RenderWorker(file);
  workers.set(variants, worker);
  for (const [key, idle] of workers) {
    if (workers.size <= MAX_VARIANT_WORKERS) break;
    workers.delete(key);
    idle.retire();
  }
  return worker;
}
