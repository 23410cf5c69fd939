/**
 * A tiny read-through cache for public, anonymous views (city lists, city content).
 * Any write that could change them bumps the version; entries also expire after a TTL so
 * several API processes sharing one PostgreSQL converge quickly.
 */
export class ViewCache {
  private version = 0;
  private readonly entries = new Map<
    string,
    { version: number; expires: number; value: unknown }
  >();

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

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }
}
