/**
 * A tiny read-through cache for public, anonymous views (city lists, city content).
 * Any write that could change them bumps the version. With several replicas the write is also
 * announced (Redis pub/sub, see services/shared-state.ts) and every other replica drops its
 * copies before the writer answers; the TTL only bounds staleness if a message is ever lost.
 */
export class ViewCache {
  private version = 0;
  private readonly entries = new Map<
    string,
    { version: number; expires: number; value: unknown }
  >();
  private broadcast: (() => Promise<void>) | null = null;

  constructor(private readonly ttlMs = 30_000) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && hit.expires > now) return hit.value as T;
    const version = this.version;
    const value = await load();
    // Only keep what was read after the last write began.
    if (version === this.version) {
      if (this.entries.size > 500) this.entries.clear();
      this.entries.set(key, { version, expires: now + this.ttlMs, value });
    }
    return value;
  }

  /** Announces invalidations to the other replicas (set once at start). */
  onInvalidate(broadcast: () => Promise<void>): void {
    this.broadcast = broadcast;
  }

  /** Drops this replica's entries only (a message from another replica). */
  invalidateLocal(): void {
    this.version += 1;
    this.entries.clear();
  }

  /** After a write: drops every replica's entries; resolves once the others were told. */
  async invalidate(): Promise<void> {
    this.invalidateLocal();
    if (this.broadcast) await this.broadcast();
  }
}
