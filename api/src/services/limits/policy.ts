import { HttpError } from '../../lib/errors.js';
import type { LimitStore } from './store.js';

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Every abuse limit with a default no real person meets: a household behind one address, or an
 * e2e run that signs up 50 accounts an hour from localhost and signs in again and again.
 * Each can be changed with `LIMIT_<NAME>=<count>/<seconds>`.
 */
export const LIMIT_DEFAULTS = {
  /** Failed sign-ins for one account from one address (the classic guessing loop). */
  LOGIN_FAILURES_ACCOUNT_IP: { max: 10, windowSeconds: 60 },
  /** Failed sign-ins from one address across every account (password spraying). */
  LOGIN_FAILURES_IP: { max: 100, windowSeconds: 60 * 60 },
  /**
   * Failed sign-ins for one account from every address (a distributed attack). Addresses that
   * signed in to the account successfully before are exempt, so an attacker cannot lock the
   * owner out by failing their sign-in.
   */
  LOGIN_FAILURES_ACCOUNT: { max: 50, windowSeconds: 60 * 60 },
  REGISTER_IP: { max: 200, windowSeconds: 60 * 60 },
  FORGOT_PASSWORD_IP: { max: 50, windowSeconds: 60 * 60 },
  /** Reset emails per address; over it the answer stays the same but no mail is sent. */
  FORGOT_PASSWORD_EMAIL: { max: 5, windowSeconds: 60 * 60 },
  UPLOAD_USER: { max: 60, windowSeconds: 60 * 60 },
  UPLOAD_IP: { max: 200, windowSeconds: 60 * 60 },
  COMMENT_USER: { max: 120, windowSeconds: 60 * 60 },
  COMMENT_IP: { max: 600, windowSeconds: 60 * 60 },
  REVIEW_USER: { max: 60, windowSeconds: 60 * 60 },
  REVIEW_IP: { max: 300, windowSeconds: 60 * 60 },
  ORDER_USER: { max: 30, windowSeconds: 60 * 60 },
  ORDER_IP: { max: 100, windowSeconds: 60 * 60 },
  /** Telemetry batches from one address: a page view sends one to three. */
  TELEMETRY_IP: { max: 300, windowSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_DEFAULTS;

/** How long an address stays "known" for an account after a successful sign-in. */
export const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60 * 1000;

export const throttled = (wait: number) =>
  new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${wait} seconds.` },
    { 'retry-after': String(wait) },
  );

/** The limits of one app: rules (defaults + overrides) over one store. */
export class Limits {
  private readonly rules: Record<LimitName, LimitRule>;

  constructor(
    private readonly store: LimitStore,
    private readonly clock: () => Date,
    overrides: Record<string, LimitRule> = {},
  ) {
    this.rules = { ...LIMIT_DEFAULTS };
    for (const [name, rule] of Object.entries(overrides)) {
      if (name in LIMIT_DEFAULTS) this.rules[name as LimitName] = rule;
    }
  }

  rule(name: LimitName): LimitRule {
    return this.rules[name];
  }

  private args(name: LimitName, key: string) {
    const rule = this.rules[name];
    return [`${name}:${key}`, rule.max, rule.windowSeconds * 1000, this.clock().getTime()] as const;
  }

  /** Seconds to wait before `key` may act under `name` (0: allowed); counts nothing. */
  peek(name: LimitName, key: string): Promise<number> {
    return this.store.peek(...this.args(name, key));
  }

  /** Counts one action, or throws 429 + Retry-After when the limit is reached. */
  async consume(...checks: [LimitName, string][]): Promise<void> {
    // Check every limit first so a refused request does not use up another limit.
    const waits = await Promise.all(checks.map(([name, key]) => this.peek(name, key)));
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw throttled(wait);
    const taken = await Promise.all(
      checks.map(([name, key]) => this.store.take(...this.args(name, key))),
    );
    const late = Math.max(0, ...taken);
    if (late > 0) throw throttled(late);
  }

  /** True when another action fits (and counts it); false when over, without an error. */
  async tryConsume(name: LimitName, key: string): Promise<boolean> {
    return (await this.store.take(...this.args(name, key))) === 0;
  }

  async record(name: LimitName, key: string): Promise<void> {
    const [storeKey, , windowMs, now] = this.args(name, key);
    await this.store.record(storeKey, windowMs, now);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.store.reset(`${name}:${key}`);
  }

  remember(key: string, ttlMs: number): Promise<void> {
    return this.store.remember(key, ttlMs);
  }

  has(key: string): Promise<boolean> {
    return this.store.has(key);
  }
}
