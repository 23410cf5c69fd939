import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../app-context.js';
import { users } from '../db/schema.js';
import { HttpError, notAuthenticated } from '../lib/errors.js';
import { InvalidTokenError } from '../services/auth/tokens.js';

export const tokenNotValid = () =>
  new HttpError(401, {
    detail: 'Given token not valid for any token type',
    code: 'token_not_valid',
  });

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Resolves the signed-in user from a simplejwt-style access token. */
export class Auth {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'tokens'>) {}

  private async resolve(token: string): Promise<AuthUser | null> {
    const claims = await this.ctx.tokens.verify(token, 'access');
    const [user] = await this.ctx.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        generation: users.sessionGeneration,
      })
      .from(users)
      .where(eq(users.id, claims.user_id));
    if (!user) return null;
    // Logout, a password change or reset bumped the generation: earlier tokens end at once.
    if ((claims.gen ?? 0) !== user.generation) throw new InvalidTokenError('session ended');
    return { id: user.id, username: user.username, email: user.email };
  }

  /** 401 without a valid access token for an existing user. */
  async require(request: FastifyRequest): Promise<AuthUser> {
    const token = bearerOf(request);
    if (!token) throw notAuthenticated();
    let user: AuthUser | null;
    try {
      user = await this.resolve(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw tokenNotValid();
      throw error;
    }
    if (!user) throw new HttpError(401, { detail: 'User not found', code: 'user_not_found' });
    return user;
  }

  /**
   * Public routes personalise when a valid token is sent; a stale or broken token is treated
   * as anonymous so public pages always load.
   */
  async optional(request: FastifyRequest): Promise<AuthUser | null> {
    const token = bearerOf(request);
    if (!token) return null;
    try {
      return await this.resolve(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) return null;
      throw error;
    }
  }
}
