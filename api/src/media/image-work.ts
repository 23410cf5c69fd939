import { availableParallelism } from 'node:os';
import { HttpError, type Refusal } from '../lib/errors.js';

/**
 * One gate for all image work, renders and uploads alike. The work runs in low-priority child
 * processes (image-processes.ts), one job and one libvips thread each: image work gets at most
 * half the cores and never more than 2, so sign-ins keep the rest; a bounded queue waits behind
 * it, and past that the answer is 503 + Retry-After instead of a growing backlog.
 */
export const IMAGE_WORK_CONCURRENCY = Math.max(
  1,
  Math.min(2, Math.floor(availableParallelism() / 2)),
);
export const IMAGE_WORK_QUEUE = 16;

/** The 503 answer when every slot and the queue are taken, as a plain value. */
export const IMAGE_BUSY: Refusal = {
  statusCode: 503,
  body: { detail: 'The server is busy. Please try again in a moment.' },
  headers: { 'retry-after': '2' },
};

export const imageBusy = () =>
  new HttpError(IMAGE_BUSY.statusCode, IMAGE_BUSY.body, IMAGE_BUSY.headers);

export class ImageWork {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private giveWay: () => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly limit = IMAGE_WORK_CONCURRENCY,
    private readonly queue = IMAGE_WORK_QUEUE,
  ) {}

  /** Work that goes first: each task, once in its slot, waits for `wait` before it starts. */
  giveWayTo(wait: () => Promise<void>): void {
    this.giveWay = wait;
  }

  /** True when run() would answer 503 now: every slot and the queue are taken. */
  get full(): boolean {
    return this.active >= this.limit && this.waiting.length >= this.queue;
  }

  /** Runs `task` in a slot; throws 503 (imageBusy) when every slot and the queue are taken. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.queue) throw imageBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      await this.giveWay();
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** The process's one gate (module state: every VariantCache and upload shares it). */
export const imageWork = new ImageWork();
