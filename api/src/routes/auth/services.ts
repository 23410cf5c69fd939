import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../lib/errors.js';
import { verifyPassword } from '../../services/auth/passwords.js';
import type { RefreshSession, UsersRepository } from './repository.js';

/** The Fastify instance the auth routes are added to (TypeBox types the requests). */
export type AuthApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the auth routes share: the users, token pairs in a session, own-password checks. */
export type AuthServices = ReturnType<typeof authServices>;

export function authServices(ctx: AppContext, users: UsersRepository) {
  /** Signs a pair in the user's current session generation (called under the row lock). */
  const signPair = async (userId: number, session: RefreshSession, generation: number) => {
    const access = await ctx.tokens.sign('access', userId, undefined, generation);
    const refresh = await ctx.tokens.sign('refresh', userId, session.startedAt, generation);
    return {
      jti: refresh.claims.jti,
      expiresAt: new Date(refresh.claims.exp * 1000),
      pair: { access: access.token, refresh: refresh.token },
    };
  };

  /** A fresh access + refresh pair; without a session it starts a new one (a sign-in). */
  const issuePair = async (userId: number, session?: RefreshSession) => {
    const current = session ?? {
      familyId: randomBytes(16).toString('hex'),
      startedAt: ctx.clock(),
    };
    const issued = await users.issue(userId, current, (generation) =>
      signPair(userId, current, generation),
    );
    if (!issued) throw new HttpError(401, { detail: 'User not found', code: 'user_not_found' });
    return issued.pair;
  };

  /**
   * A password check that is not a sign-in (profile change, account deletion): at most
   * PASSWORD_CHECK_USER wrong ones per account, counted before hashing; a right one is free.
   */
  const checkOwnPassword = async (userId: number, hash: string, password: string) => {
    const attempt = await ctx.limits.reserve(['PASSWORD_CHECK_USER', String(userId)]);
    const ok = await verifyPassword(hash, password);
    if (ok) await attempt.release();
    return ok;
  };

  return { ctx, users, signPair, issuePair, checkOwnPassword };
}
