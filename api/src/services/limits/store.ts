import type { Redis } from 'ioredis';

/**
 * Sliding-window counters behind every abuse limit: in memory for one process, in Redis when
 * several replicas must count together. Times come from the app's clock (tests move it).
 */
export interface LimitStore {
  /** Seconds until one more event fits under `max` in the window, or 0 when it fits now. */
  peek(key: string, max: number, windowMs: number, now: number): Promise<number>;
  /** Counts one event if it fits (atomically); returns the wait in seconds when it does not. */
  take(key: string, max: number, windowMs: number, now: number): Promise<number>;
  /**
   * Like take, but the event can be given back (`release`): a sign-in reserves its failure
   * before hashing and returns it when the password was right.
   */
  reserve(
    key: string,
    max: number,
    windowMs: number,
    now: number,
  ): Promise<{ wait: number; release(): Promise<void> }>;
  /** Counts one event whatever the count (failures are recorded after the fact). */
  record(key: string, windowMs: number, now: number): Promise<void>;
  reset(key: string): Promise<void>;
  /** Remembers a marker for `ttlMs` (e.g. "this address has signed in to this account"). */
  remember(key: string, ttlMs: number): Promise<void>;
  has(key: string): Promise<boolean>;
}

const waitSeconds = (oldest: number, windowMs: number, now: number) =>
  Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));

/** Keeps at most this many keys per map so a flood of distinct keys cannot exhaust memory. */
const MAX_KEYS = 100_000;

export class MemoryLimitStore implements LimitStore {
  private readonly events = new Map<string, number[]>();
  private readonly markers = new Map<string, number>();

  private recent(key: string, windowMs: number, now: number): number[] {
    const cutoff = now - windowMs;
    const kept = (this.events.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  private store(key: string, list: number[]): void {
    this.events.delete(key);
    this.events.set(key, list);
    if (this.events.size > MAX_KEYS) this.events.delete(this.events.keys().next().value!);
  }

  peek(key: string, max: number, windowMs: number, now: number): Promise<number> {
    const recent = this.recent(key, windowMs, now);
    if (recent.length < max) return Promise.resolve(0);
    return Promise.resolve(waitSeconds(recent[recent.length - max]!, windowMs, now));
  }

  take(key: string, max: number, windowMs: number, now: number): Promise<number> {
    const recent = this.recent(key, windowMs, now);
    if (recent.length >= max) {
      return Promise.resolve(waitSeconds(recent[recent.length - max]!, windowMs, now));
    }
    recent.push(now);
    this.store(key, recent);
    return Promise.resolve(0);
  }

  async reserve(key: string, max: number, windowMs: number, now: number) {
    const wait = await this.take(key, max, windowMs, now);
    const release = () => {
      const list = this.events.get(key);
      const at = list?.lastIndexOf(now) ?? -1;
      if (list && at >= 0) list.splice(at, 1);
      return Promise.resolve();
    };
    return { wait, release: wait > 0 ? () => Promise.resolve() : release };
  }

  record(key: string, windowMs: number, now: number): Promise<void> {
    const recent = this.recent(key, windowMs, now);
    recent.push(now);
    // A window never needs more entries than any limit allows; cap the list.
    this.store(key, recent.length > 10_000 ? recent.slice(-10_000) : recent);
    return Promise.resolve();
  }

  reset(key: string): Promise<void> {
    this.events.delete(key);
    return Promise.resolve();
  }

  remember(key: string, ttlMs: number): Promise<void> {
    this.markers.delete(key);
    this.markers.set(key, Date.now() + ttlMs);
    if (this.markers.size > MAX_KEYS) this.markers.delete(this.markers.keys().next().value!);
    return Promise.resolve();
  }

  has(key: string): Promise<boolean> {
    const until = this.markers.get(key);
    if (until === undefined) return Promise.resolve(false);
    if (until <= Date.now()) {
      this.markers.delete(key);
      return Promise.resolve(false);
    }
    return Promise.resolve(true);
  }
}

// Sorted sets of event times (score = ms). Members carry a random suffix so equal times count twice.
const PRUNE = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[2]))`;
const TAKE_SCRIPT = `${PRUNE}
local count = redis.call('ZCARD', KEYS[1])
if count >= tonumber(ARGV[1]) then
  local oldest = redis.call('ZRANGE', KEYS[1], count - tonumber(ARGV[1]), count - tonumber(ARGV[1]), 'WITHSCORES')
  return tonumber(oldest[2])
end
if ARGV[5] == '1' then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[3] .. '-' .. ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return -1`;
const RECORD_SCRIPT = `${PRUNE}
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[3] .. '-' .. ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if redis.call('ZCARD', KEYS[1]) > 10000 then redis.call('ZPOPMIN', KEYS[1]) end
return 1`;

type LimitCommands = {
  citylensTake(
    key: string,
    max: number,
    windowMs: number,
    now: number,
    nonce: string,
    add: '0' | '1',
  ): Promise<number>;
  citylensRecord(
    key: string,
    max: number,
    windowMs: number,
    now: number,
    nonce: string,
  ): Promise<number>;
};

export class RedisLimitStore implements LimitStore {
  private readonly redis: Redis & LimitCommands;
  private counter = 0;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('citylensTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    redis.defineCommand('citylensRecord', { numberOfKeys: 1, lua: RECORD_SCRIPT });
    this.redis = redis as Redis & LimitCommands;
  }

  private nonce(): string {
    this.counter = (this.counter + 1) % 1_000_000_000;
    return `${process.pid}.${this.counter}.${Math.random().toString(36).slice(2, 8)}`;
  }

  private async run(
    key: string,
    max: number,
    windowMs: number,
    now: number,
    add: boolean,
    nonce = this.nonce(),
  ) {
    const oldest = await this.redis.citylensTake(
      `${this.prefix}limit:${key}`,
      max,
      windowMs,
      now,
      nonce,
      add ? '1' : '0',
    );
    return oldest < 0 ? 0 : waitSeconds(oldest, windowMs, now);
  }

  async reserve(key: string, max: number, windowMs: number, now: number) {
    const nonce = this.nonce();
    const wait = await this.run(key, max, windowMs, now, true, nonce);
    const release = async () => {
      await this.redis.zrem(`${this.prefix}limit:${key}`, `${now}-${nonce}`);
    };
    return { wait, release: wait > 0 ? async () => undefined : release };
  }

  peek(key: string, max: number, windowMs: number, now: number): Promise<number> {
    return this.run(key, max, windowMs, now, false);
  }

  take(key: string, max: number, windowMs: number, now: number): Promise<number> {
    return this.run(key, max, windowMs, now, true);
  }

  async record(key: string, windowMs: number, now: number): Promise<void> {
    await this.redis.citylensRecord(`${this.prefix}limit:${key}`, 0, windowMs, now, this.nonce());
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}limit:${key}`);
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}mark:${key}`, '1', 'PX', ttlMs);
  }

  async has(key: string): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}mark:${key}`)) === 1;
  }
}
