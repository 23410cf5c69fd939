/**
 * A tiny read-through cache for public, anonymous views (city lists, city content).
 * Any write that could change them bumps the version. With several replicas the write is also
 * announced (Redis pub/sub, see services/shared-state.ts) and every other replica drops its
 * copies before the writer answers; the TTL only bounds staleness if a message is ever lost.
 */
type Entry = { version: number; expires: number; value: unknown };

/** Most found views kept; least recently used go first. */
const MAX_FOUND = 2000;
/**
 * Most misses (null answers: an unknown city name, a missing photo) kept. They live apart so a
 * flood of made-up names evicts only other misses, never the pages people read.
 */
const MAX_MISSES = 500;

/** A Map used as an LRU: a read moves the key to the end, an insert past `max` drops the first. */
function touch(map: Map<string, Entry>, key: string, entry: Entry, max: number): void {
  map.delete(key);
  map.set(key, entry);
  if (map.size > max) map.delete(map.keys().next().value!);
}

export class ViewCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly misses = new Map<string, Entry>();
  private broadcast: (() => Promise<void>) | null = null;

  constructor(private readonly ttlMs = 30_000) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key) ?? this.misses.get(key);
    if (hit && hit.version === this.version && hit.expires > now) {
      touch(hit.value == null ? this.misses : this.entries, key, hit, Infinity);
      return hit.value as T;
    }
    const version = this.version;
    const value = await load();
    // Only keep what was read after the last write began.
    if (version === this.version) {
      const entry = { version, expires: now + this.ttlMs, value };
      if (value == null) touch(this.misses, key, entry, MAX_MISSES);
      else touch(this.entries, key, entry, MAX_FOUND);
    }
    return value;
  }

  /** Entries held (found and misses). */
  get size(): number {
    return this.entries.size + this.misses.size;
  }

  /** Announces invalidations to the other replicas (set once at start). */
  onInvalidate(broadcast: () => Promise<void>): void {
    this.broadcast = broadcast;
  }

  /** Drops this replica's entries only (a message from another replica). */
  invalidateLocal(): void {
    this.version += 1;
    this.entries.clear();
    this.misses.clear();
  }

  /** After a write: drops every replica's entries; resolves once the others were told. */
  async invalidate(): Promise<void> {
    this.invalidateLocal();
    if (this.broadcast) await this.broadcast();
  }
}
