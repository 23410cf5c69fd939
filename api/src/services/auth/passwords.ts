import argon2 from 'argon2';
import { HttpError } from '../../lib/errors.js';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most `concurrency` hashes run at once (each takes ~19 MiB and a libuv thread); up to
 * `queue` more wait their turn. Beyond that a flood of sign-ins gets 503 + Retry-After instead
 * of starving every other request of threads and memory.
 */
class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idleWaiters: (() => void)[] = [];

  constructor(
    public concurrency = 4,
    public queue = 200,
  ) {}

  /** `startup` work (the seed) always waits its turn; only requests are turned away. */
  async run<T>(task: () => Promise<T>, startup = false): Promise<T> {
    if (this.running >= this.concurrency) {
      if (!startup && this.waiting.length >= this.queue) {
        throw new HttpError(
          503,
          { detail: 'The server is busy. Please try again in a moment.' },
          { 'retry-after': '1' },
        );
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line.
      if (next) next();
      else this.running -= 1;
      if (this.running === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  /** Resolves once no hash is running, or after `maxWaitMs` at most. */
  idle(maxWaitMs: number): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, maxWaitMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.idleWaiters.push(done);
    });
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

const gate = new HashGate();

/** Set from the environment at start (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE). */
export function configurePasswordHashing(options: { concurrency: number; queue: number }): void {
  gate.concurrency = options.concurrency;
  gate.queue = options.queue;
}

/**
 * Resolves when no password hash is running (at most `maxWaitMs` later). Image work waits on it
 * before each render, so a sign-in's hash has the cores to itself instead of sharing them with
 * a flood of cold renders; the cap keeps renders going under a steady stream of sign-ins.
 */
export function passwordHashingIdle(maxWaitMs: number): Promise<void> {
  return gate.idle(maxWaitMs);
}

export function passwordHashLoad(): { running: number; waiting: number } {
  return gate.busy;
}

export function hashPassword(
  password: string,
  options: { startup?: boolean } = {},
): Promise<string> {
  return gate.run(() => argon2.hash(password, OPTIONS), options.startup);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return gate.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check so unknown usernames are not revealed by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= argon2.hash('citylens-timing-equaliser', OPTIONS);
  await verifyPassword(await dummyHash, password);
}
