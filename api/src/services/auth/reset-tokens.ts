import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

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
 * hash, so a successful reset (new hash) makes every earlier token fail: single use; and the
 * email, so a link sent to an old address dies when the address changes. The key is derived
 * from the app secret with HKDF for this one use: a JWT key never signs a reset link.
 */
export class ResetTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: () => Date,
  ) {
    this.key = Buffer.from(
      hkdfSync('sha256', secret, 'citylens', 'citylens password reset tokens v1', 32),
    );
  }

  private mac(userId: number, passwordHash: string, email: string, issuedAt: number): string {
    return createHmac('sha256', this.key)
      .update(
        JSON.stringify(['password-reset', userId, passwordHash, email.toLowerCase(), issuedAt]),
      )
      .digest('base64url')
      .slice(0, 32);
  }

  make(userId: number, passwordHash: string, email: string): string {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    return `${issuedAt.toString(36)}-${this.mac(userId, passwordHash, email, issuedAt)}`;
  }

  check(token: string, userId: number, passwordHash: string, email: string): boolean {
    const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{32})$/.exec(token);
    if (!match) return false;
    const issuedAt = parseInt(match[1]!, 36);
    const now = Math.floor(this.clock().getTime() / 1000);
    if (issuedAt > now + 60 || now - issuedAt > RESET_TTL_SECONDS) return false;
    const expected = Buffer.from(this.mac(userId, passwordHash, email, issuedAt));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
