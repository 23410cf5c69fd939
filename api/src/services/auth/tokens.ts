import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 24 * 60 * 60;
/** Who issues tokens and who they are for: a token minted for anything else is refused. */
export const TOKEN_ISSUER = 'citylens-api';
export const TOKEN_AUDIENCE = 'citylens';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  jti: string;
  exp: number;
  iat: number;
  /** The user's session generation when signed; an older one is refused (see users table). */
  gen?: number;
}

export class InvalidTokenError extends Error {}

/** HS256 JWTs shaped like djangorestframework-simplejwt's (token_type, user_id, jti). */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: () => Date,
    /** Absolute session lifetime: no refresh token reaches past sign-in + this. */
    readonly sessionMaxSeconds = 30 * 24 * 60 * 60,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * `sessionStartedAt` (refresh tokens) caps the expiry at the session's absolute end.
   */
  async sign(
    type: TokenType,
    userId: number,
    sessionStartedAt?: Date,
    generation = 0,
  ): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(this.clock().getTime() / 1000);
    let exp = iat + (type === 'access' ? ACCESS_TTL_SECONDS : REFRESH_TTL_SECONDS);
    if (sessionStartedAt) {
      exp = Math.min(exp, Math.floor(sessionStartedAt.getTime() / 1000) + this.sessionMaxSeconds);
    }
    const claims: TokenClaims = {
      token_type: type,
      user_id: userId,
      jti: randomBytes(16).toString('hex'),
      iat,
      exp,
      gen: generation,
    };
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .sign(this.key);
    return { token, claims };
  }

  async verify(token: string, type: TokenType): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: this.clock(),
      });
      if (
        payload.token_type !== type ||
        typeof payload.user_id !== 'number' ||
        typeof payload.jti !== 'string'
      ) {
        throw new InvalidTokenError('wrong token type');
      }
      return payload as unknown as TokenClaims;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
        throw new InvalidTokenError('invalid token');
      }
      throw new InvalidTokenError('invalid token');
    }
  }
}
