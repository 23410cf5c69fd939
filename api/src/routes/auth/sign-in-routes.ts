import { FieldErrorCollector, HttpError } from '../../lib/errors.js';
import { str } from '../../lib/text.js';
import { tokenNotValid } from '../../plugins/auth.js';
import { noStore } from '../../plugins/no-store.js';
import { burnPasswordCheck, verifyPassword } from '../../services/auth/passwords.js';
import { InvalidTokenError } from '../../services/auth/tokens.js';
import { KNOWN_CLIENT_MS, clientKey } from '../../services/limits/policy.js';
import { contracts } from '../../lib/contracts.js';
import { Success } from '../schemas.js';
import { LogoutBody, RefreshBody, SignInBody, TokenPairSchema } from './schemas.js';
import type { AuthApp, AuthServices } from './services.js';

const { apiPaths } = contracts;
const tags = ['auth'];

/** Sign-in, refresh-token rotation and logout (JWT pairs, simplejwt's answers). */
export function signInRoutes(app: AuthApp, services: AuthServices) {
  registerSignIn(app, services);
  registerTokenRefresh(app, services);
  registerLogout(app, services);
}

/** Username (or email) and password for a new session's token pair, under the failure limits. */
function registerSignIn(app: AuthApp, { ctx, users, issuePair }: AuthServices) {
  app.post(
    apiPaths.token,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 200: TokenPairSchema },
        summary: 'Sign in with username (or email) and password → access + refresh JWTs',
        body: SignInBody,
      },
    },
    async (request, reply) => {
      const login = str(request.body.username).trim();
      const password = str(request.body.password);
      const errors = new FieldErrorCollector();
      if (!login) errors.add('username', 'This field is required.');
      if (!password) errors.add('password', 'This field is required.');
      errors.throwIfAny();

      const client = clientKey(request.ip);
      const user = await users.byLogin(login);
      // The account is the user, however it was typed (username or email, any case); a name
      // that matches nobody is counted under what was typed.
      const account = user ? `user:${user.id}` : `name:${login.toLowerCase()}`;
      const knownKey = `known-client:${account}|${client}`;
      // An address that signed in to this account before is not held back by failures from
      // elsewhere, so nobody can lock the owner out.
      const known = await ctx.limits.has(knownKey);
      // Each failure is reserved before hashing (atomically), so parallel guesses cannot all
      // pass a check made before any of them was counted; a right password gives it back.
      const attempt = await ctx.limits.reserve(
        ['LOGIN_FAILURES_ACCOUNT_IP', `${client}|${account}`],
        ['LOGIN_FAILURES_IP', client],
        ['LOGIN_FAILURES_IP_BURST', client],
        ...(known
          ? []
          : [['LOGIN_FAILURES_ACCOUNT', account] as ['LOGIN_FAILURES_ACCOUNT', string]]),
      );
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : (await burnPasswordCheck(password), false);
      if (!user || !ok) throw new HttpError(401, { detail: 'Invalid username or password.' });
      await Promise.all([
        attempt.release(),
        ctx.limits.reset('LOGIN_FAILURES_ACCOUNT_IP', `${client}|${account}`),
        ctx.limits.remember(knownKey, KNOWN_CLIENT_MS),
      ]);
      const pair = await issuePair(user.id);
      return reply.send({
        ...pair,
        user: { id: user.id, username: user.username, email: user.email },
      });
    },
  );
}

/** A refresh token traded for the next pair of its session (rotation; a replay is refused). */
function registerTokenRefresh(app: AuthApp, { ctx, users, signPair }: AuthServices) {
  app.post(
    apiPaths.tokenRefresh,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 200: TokenPairSchema },
        summary:
          'Rotate a refresh token → new access + refresh (the old refresh token stops working)',
        body: RefreshBody,
      },
    },
    async (request) => {
      const token = str(request.body.refresh);
      if (!token) throw new HttpError(400, { refresh: ['This field is required.'] });
      await ctx.limits.consume(['REFRESH_IP', clientKey(request.ip)]);
      const invalid = () =>
        new HttpError(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
      let claims;
      try {
        claims = await ctx.tokens.verify(token, 'refresh');
      } catch (error) {
        if (error instanceof InvalidTokenError) throw invalid();
        throw error;
      }
      const userId = claims.user_id;
      // The successor is stored in the same transaction, under the user's row lock that
      // revocation takes too: a logout or password change cannot fall between the two.
      const used = await users.rotateRefresh(
        claims.jti,
        userId,
        ctx.clock(),
        ctx.tokens.sessionMaxSeconds * 1000,
        (generation, session) => signPair(userId, session, generation),
      );
      if (!used.ok) {
        if (used.reused) request.log.warn({ userId }, 'refresh token replayed');
        throw invalid();
      }
      return used.issued.pair;
    },
  );
}

/** Ends one session (the refresh token given) or every session of the bearer. */
function registerLogout(app: AuthApp, { ctx, users }: AuthServices) {
  app.post(
    apiPaths.tokenLogout,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Revoke the given refresh token, or every refresh token of the bearer',
        body: LogoutBody,
      },
    },
    async (request) => {
      const token = str(request.body?.refresh);
      if (token) {
        try {
          const claims = await ctx.tokens.verify(token, 'refresh');
          await users.endSessions(claims.user_id, ctx.clock(), claims.jti);
        } catch (error) {
          if (error instanceof InvalidTokenError) throw tokenNotValid();
          throw error;
        }
      } else {
        const user = await ctx.auth.optional(request);
        if (user) await users.endSessions(user.id, ctx.clock());
      }
      return { success: true, message: 'Logged out successfully.' };
    },
  );
}
