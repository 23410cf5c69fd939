export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 60_000;

/**
 * Counts events per key in a sliding window (in memory): failed sign-ins per IP + username by
 * default; also reset emails per address.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: () => Date,
    private readonly limit = LOGIN_FAILURE_LIMIT,
    private readonly windowMs = LOGIN_WINDOW_MS,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.clock().getTime() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds to wait before another attempt, or 0 when allowed. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.clock().getTime()) / 1000));
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.clock().getTime());
    this.failures.set(key, recent);
    // Bound memory under a flood of distinct keys.
    if (this.failures.size > 50_000) this.failures.delete(this.failures.keys().next().value!);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
