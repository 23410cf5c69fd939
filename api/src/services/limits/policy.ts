import { HttpError, type Refusal } from '../../lib/errors.js';
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
   * The same within a minute: a spraying burst stops after 20, while a household (a few
   * people, a few typos each) stays well under it.
   */
  LOGIN_FAILURES_IP_BURST: { max: 20, windowSeconds: 60 },
  /**
   * Wrong passwords in checks that are not sign-ins (current_password of a profile change,
   * the password of an account deletion), per account: a stolen access token cannot
   * brute-force the password, nor fill the hashing queue.
   */
  PASSWORD_CHECK_USER: { max: 5, windowSeconds: 15 * 60 },
  /** Token refreshes per address (a client refreshes every 15 minutes per tab). */
  REFRESH_IP: { max: 600, windowSeconds: 60 * 60 },
  /**
   * Image variants rendered for one address that nobody had asked for yet (cold renders). A
   * page's images, even on a cold cache, stay far below; a loop over presets, widths,
   * qualities and formats stops here.
   */
  COLD_RENDER_IP: { max: 120, windowSeconds: 60 },
  /** Like toggles; each write empties every replica's view cache. */
  LIKE_USER: { max: 120, windowSeconds: 60 * 60 },
  LIKE_IP: { max: 600, windowSeconds: 60 * 60 },
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

/** Actions limited both per user (`<ACTION>_USER`) and per address (`<ACTION>_IP`). */
export type UserAction = {
  [Name in LimitName]: Name extends `${infer Action}_USER`
    ? `${Action}_IP` extends LimitName
      ? Action
      : never
    : never;
}[LimitName];

/** How long an address stays "known" for an account after a successful sign-in. */
export const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60 * 1000;

/** The 429 answer, as a plain value (refusals decided without throwing build no Error). */
export const throttledAnswer = (wait: number): Refusal => ({
  statusCode: 429,
  body: { detail: `Request was throttled. Expected available in ${wait} seconds.` },
  headers: { 'retry-after': String(wait) },
});

export const throttled = (wait: number) => {
  const answer = throttledAnswer(wait);
  return new HttpError(answer.statusCode, answer.body, answer.headers);
};

/** What limited routes answer while the limit store (Redis) cannot be reached. */
export const limitsUnavailable = () =>
  new HttpError(
    503,
    { detail: 'The server is busy. Please try again in a moment.' },
    { 'retry-after': '5' },
  );

/** A store failure (Redis away) becomes 503 + Retry-After rather than a 500. */
async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw limitsUnavailable();
  }
}

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
    return guarded(this.store.peek(...this.args(name, key)));
  }

  /**
   * Takes one action under every check at once (atomically per check, before the work is
   * done), or throws 429 having given back what it took. The returned `release` gives the
   * actions back (a sign-in that turned out right is not a failure).
   */
  async reserve(...checks: [LimitName, string][]): Promise<{ release(): Promise<void> }> {
    const taken = await guarded(
      Promise.all(checks.map(([name, key]) => this.store.reserve(...this.args(name, key)))),
    );
    const release = async () => {
      await guarded(Promise.all(taken.map((t) => t.release())));
    };
    const wait = Math.max(0, ...taken.map((t) => t.wait));
    if (wait > 0) {
      await release();
      throw throttled(wait);
    }
    return { release };
  }

  /** Counts one action, or throws 429 + Retry-After when the limit is reached. */
  consume(...checks: [LimitName, string][]): Promise<void> {
    return guarded(this.consumeUnguarded(checks));
  }

  /** Counts one `action` of a signed-in user under its per-user and its per-address limit. */
  consumeUserAction(action: UserAction, userId: number, ip: string): Promise<void> {
    return this.consume([`${action}_USER`, String(userId)], [`${action}_IP`, clientKey(ip)]);
  }

  private async consumeUnguarded(checks: [LimitName, string][]): Promise<void> {
    // Check every limit first so a refused request does not use up another limit.
    const waits = await Promise.all(
      checks.map(([name, key]) => this.store.peek(...this.args(name, key))),
    );
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
    return (await guarded(this.store.take(...this.args(name, key)))) === 0;
  }

  async record(name: LimitName, key: string): Promise<void> {
    const [storeKey, , windowMs, now] = this.args(name, key);
    await guarded(this.store.record(storeKey, windowMs, now));
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await guarded(this.store.reset(`${name}:${key}`));
  }

  remember(key: string, ttlMs: number): Promise<void> {
    return guarded(this.store.remember(key, ttlMs));
  }

  has(key: string): Promise<boolean> {
    return guarded(this.store.has(key));
  }
}

/**
 * The client a limit counts: its address, or for IPv6 its /64, which one subscriber usually
 * holds whole (one address per request would otherwise escape every limit).
 */
export function clientKey(ip: string | undefined): string {
  // A request whose connection closed before it was handled has no address left to read
  // (Node clears `socket.remoteAddress`); such requests share one key rather than throwing.
  if (!ip) return 'closed-connection';
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
