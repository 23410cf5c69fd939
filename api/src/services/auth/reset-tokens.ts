import { createHmac, timingSafeEqual } from 'node:crypto';

export const RESET_TTL_SECONDS = 60 * 60;

/** URL-safe base64 of the user id, as Django's urlsafe_base64_encode(force_bytes(pk)). */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/**
 * Stateless reset tokens: `<issued-at base36>-<hmac>`. The HMAC covers the current password
 * hash, so a successful reset (new hash) makes every earlier token fail: single use.
 */
export class ResetTokens {
  constructor(
    private readonly secret: string,
    private readonly clock: () => Date,
  ) {}

  private mac(userId: number, passwordHash: string, issuedAt: number): string {
    return createHmac('sha256', this.secret)
      .update(`password-reset:${userId}:${passwordHash}:${issuedAt}`)
      .digest('base64url')
      .slice(0, 32);
  }

  make(userId: number, passwordHash: string): string {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    return `${issuedAt.toString(36)}-${this.mac(userId, passwordHash, issuedAt)}`;
  }

  check(token: string, userId: number, passwordHash: string): boolean {
    const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{32})$/.exec(token);
    if (!match) return false;
    const issuedAt = parseInt(match[1]!, 36);
    const now = Math.floor(this.clock().getTime() / 1000);
    if (issuedAt > now + 60 || now - issuedAt > RESET_TTL_SECONDS) return false;
    const expected = Buffer.from(this.mac(userId, passwordHash, issuedAt));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
