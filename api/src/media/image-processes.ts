/**
 * Image work runs in child processes (image-process.ts), not on the API's libuv threads: there
 * sharp and argon2 shared four threads and the cores at equal priority, so a flood of cold
 * renders slowed sign-ins. The children run at nice 19, raised while a job runs long
 * (render-priority.ts), and one job at a time; how many run at once is still image-work.ts's
 * gate, which the callers hold.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { IMAGE_WORK_CONCURRENCY } from './image-work.js';
import type { ImageFormat, VariantRequest } from './presets.js';
import { RAISE_AFTER_MS, RENDER_NICE, setThreadsNice } from './render-priority.js';
import type { EncodedUpload, ImageJob } from './transforms.js';

const here = fileURLToPath(import.meta.url);
const extension = path.extname(here);
const CHILD = path.join(path.dirname(here), `image-process${extension}`);
// From TypeScript sources the child needs tsx too; nothing else of the API's flags (--test…).
const EXEC_ARGV =
  extension === '.ts'
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
    : [];

/** Cleared at the first refusal (render-priority.ts says who may raise). */
let raisingPermitted = true;

interface Reply {
  id?: number;
  ready?: boolean;
  result?: unknown;
  error?: string;
}

class ImageProcess {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private pending: { id: number; resolve(v: unknown): void; reject(e: Error): void } | null = null;
  private nextId = 0;
  private current: Promise<unknown> = Promise.resolve();
  readonly exited: Promise<void>;
  readonly pid: number | undefined;
  alive = true;

  constructor(onExit: () => void) {
    this.child = fork(CHILD, [], {
      execArgv: EXEC_ARGV,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.pid = this.child.pid;
    // At once, so its start-up (Node, tsx, sharp) is already niced: threads inherit it.
    try {
      if (this.pid) os.setPriority(this.pid, RENDER_NICE);
    } catch {
      // Exited already, or not permitted: the child lowers itself too.
    }
    let ready!: () => void;
    let failed!: (error: Error) => void;
    this.ready = new Promise((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    // Rejections are read by run(); an unused child's must not go unhandled.
    this.ready.catch(() => undefined);
    const fail = (error: Error) => {
      failed(error);
      this.pending?.reject(error);
      this.pending = null;
    };
    this.child.on('message', (reply: Reply) => {
      if (reply.ready) return ready();
      if (!this.pending || reply.id !== this.pending.id) return;
      const { resolve, reject } = this.pending;
      this.pending = null;
      if (reply.error !== undefined) reject(new Error(reply.error));
      else resolve(reply.result);
    });
    this.child.on('error', fail);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.alive = false;
        fail(new Error(`image process exited (${signal ?? code})`));
        onExit();
        resolve();
      });
    });
    this.idle();
  }

  /** An idle child never keeps the API's process alive (and exits with it: see 'disconnect'). */
  private idle(): void {
    this.child.unref();
    this.child.channel?.unref();
  }

  run(job: ImageJob): Promise<unknown> {
    this.child.ref();
    this.child.channel?.ref();
    let raise: NodeJS.Timeout | undefined;
    const result = this.ready.then(
      () =>
        new Promise((resolve, reject) => {
          const id = (this.nextId += 1);
          this.pending = { id, resolve, reject };
          this.child.send({ id, job }, (error) => {
            if (error) this.pending?.reject(error);
          });
          raise = setTimeout(() => this.raise(), RAISE_AFTER_MS).unref();
        }),
    );
    this.current = result
      .finally(() => {
        clearTimeout(raise);
        this.idle();
      })
      .catch(() => undefined);
    return result;
  }

  /** The job has run RAISE_AFTER_MS: nice 0 until it ends (the child lowers itself after it). */
  private raise(): void {
    if (!raisingPermitted || !this.pid || !this.alive) return;
    raisingPermitted = setThreadsNice(this.pid, 0);
  }

  /** Lets the job in hand finish, then ends the child. */
  async stop(): Promise<void> {
    await this.current;
    // Held until it has exited: an unreferenced child would let the API's process end first.
    this.child.ref();
    this.child.kill();
    await this.exited;
  }
}

class ImageProcesses {
  private readonly idle: ImageProcess[] = [];
  private readonly all = new Set<ImageProcess>();

  /**
   * Starts children until `count` are there, ahead of any job. The API's start (server.ts) calls
   * it first thing, while its process is small: forked later, once the database was open (about
   * 1 GB resident under PGlite), the fork held the event loop 40-60 ms and the copy-on-write
   * faults after it slowed the next half second of sign-ins to 120-250 ms (render-flood.test.ts's
   * first flood). Test apps start theirs on first use.
   */
  prestart(count: number): void {
    while (this.all.size < count) this.idle.push(this.start());
  }

  /** Runs `job` in an idle child, started now if none is. One job per child at a time. */
  async run(job: ImageJob): Promise<unknown> {
    const worker = this.idle.pop() ?? this.start();
    try {
      return await worker.run(job);
    } finally {
      if (worker.alive && this.all.has(worker)) this.idle.push(worker);
    }
  }

  private start(): ImageProcess {
    const started: ImageProcess = new ImageProcess(() => {
      this.all.delete(started);
      const at = this.idle.indexOf(started);
      if (at >= 0) this.idle.splice(at, 1);
    });
    this.all.add(started);
    return started;
  }

  /** The children's process ids (tests). */
  get pids(): number[] {
    return [...this.all].flatMap((worker) => (worker.pid ? [worker.pid] : []));
  }

  /** Ends every child once its job is done (the API's close); later work starts new ones. */
  async close(): Promise<void> {
    const all = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.stop()));
  }
}

/** The process's children (module state, like image-work.ts's gate they serve). */
export const imageProcesses = new ImageProcesses();

/** One child per image-work slot, started before the API opens its database (prestart says why). */
export function startImageProcesses(): void {
  imageProcesses.prestart(IMAGE_WORK_CONCURRENCY);
}

/** Renders a variant into `output`; resolves with its size in bytes. */
export async function renderVariantFile(
  source: string,
  variant: VariantRequest,
  format: ImageFormat,
  output: string,
): Promise<number> {
  return (await imageProcesses.run({ kind: 'variant', source, variant, format, output })) as number;
}

/** Re-encodes an upload (transforms.ts's encodeUpload); rejects when the decoder does. */
export async function encodeUpload(file: Buffer): Promise<EncodedUpload> {
  return (await imageProcesses.run({ kind: 'upload', file })) as EncodedUpload;
}
