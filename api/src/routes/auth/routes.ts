import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FieldErrorCollector, HttpError, badRequest } from '../../lib/errors.js';
import { isUniqueViolation, str } from '../../lib/text.js';
import { tokenNotValid } from '../../plugins/auth.js';
import { noStore } from '../../plugins/no-store.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../services/auth/passwords.js';
import { decodeUid, encodeUid } from '../../services/auth/reset-tokens.js';
import { InvalidTokenError } from '../../services/auth/tokens.js';
import { KNOWN_CLIENT_MS, clientKey } from '../../services/limits/policy.js';
import { Success, bearer } from '../schemas.js';
import { ProfileChangeBody, ProfileUpdates } from './profile-updates.js';
import {
  PasswordResetBody,
  ProfileUpdatedSchema,
  RegisterBody,
  RegisteredSchema,
  TokenPairSchema,
  UserProfileSchema,
} from './schemas.js';
import { UsersRepository, toProfile, type RefreshSession } from './repository.js';
import {
  EMAIL_TAKEN,
  PASSWORD_MAX,
  USERNAME_TAKEN,
  checkEmail,
  checkNewPassword,
  checkUsername,
  escapeHtml,
} from './rules.js';
import { contracts } from '../../lib/contracts.js';

const { apiPaths } = contracts;

const tags = ['auth'];
const S = (max = 1000) => Type.Optional(Type.String({ maxLength: max }));

const INVALID_LINK = 'Invalid reset link. Please request a new password reset.';
const EXPIRED_LINK =
  'This password reset link is invalid or has expired. Please request a new password reset.';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const users = new UsersRepository(ctx.db);

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
  const profileUpdates = new ProfileUpdates({ ...ctx, users, issuePair, checkOwnPassword });

  app.post(
    apiPaths.register,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 201: RegisteredSchema },
        summary: 'Create an account (spec §5 rules and messages)',
        body: RegisterBody,
      },
    },
    async (request, reply) => {
      await ctx.limits.consume(['REGISTER_IP', clientKey(request.ip)]);
      const body = request.body;
      const username = str(body.username).trim();
      const email = str(body.email).trim();
      const password = str(body.password);
      const confirm = str(body.password_confirm);
      const errors = new FieldErrorCollector();
      checkUsername(errors, username);
      checkEmail(errors, email);
      checkNewPassword(
        errors,
        'password',
        password,
        'Password is required',
        'Password must be at least 8 characters long',
      );
      if (!confirm) errors.add('password_confirm', 'Please confirm your password');
      else if (password && confirm !== password)
        errors.add('password_confirm', 'Passwords do not match');
      if (!errors.has('username') && (await users.usernameTaken(username)))
        errors.add('username', USERNAME_TAKEN);
      if (!errors.has('email') && (await users.emailTaken(email))) errors.add('email', EMAIL_TAKEN);
      errors.throwIfAny();
      try {
        const user = await users.create({
          username,
          email,
          passwordHash: await hashPassword(password),
        });
        return reply.code(201).send({
          success: true,
          message: 'Registration successful! Please login.',
          user: { id: user.id, username: user.username, email: user.email },
        });
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        if (isUniqueViolation(error))
          throw badRequest('A user with that username or email already exists.');
        throw error;
      }
    },
  );

  app.post(
    apiPaths.token,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 200: TokenPairSchema },
        summary: 'Sign in with username (or email) and password → access + refresh JWTs',
        body: Type.Object({ username: S(254), password: S(PASSWORD_MAX * 2) }),
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

  app.post(
    apiPaths.tokenRefresh,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 200: TokenPairSchema },
        summary:
          'Rotate a refresh token → new access + refresh (the old refresh token stops working)',
        body: Type.Object({ refresh: S(2000) }),
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

  app.post(
    apiPaths.tokenLogout,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Revoke the given refresh token, or every refresh token of the bearer',
        body: Type.Union([Type.Object({ refresh: S(2000) }), Type.Null()]),
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

  app.post(
    apiPaths.forgotPassword,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Email a reset link (same answer whether or not the email is known)',
        body: Type.Object({ email: S(400) }),
      },
    },
    async (request) => {
      const email = str(request.body.email).trim();
      const errors = new FieldErrorCollector();
      checkEmail(errors, email);
      errors.throwIfAny();
      await ctx.limits.consume(['FORGOT_PASSWORD_IP', clientKey(request.ip)]);
      const user = await users.byEmail(email);
      // Over the hourly limit per address the answer stays the same; only the mail is not sent.
      if (user && (await ctx.limits.tryConsume('FORGOT_PASSWORD_EMAIL', email.toLowerCase()))) {
        const uid = encodeUid(user.id);
        const token = ctx.resetTokens.make(user.id, user.passwordHash, user.email);
        const link = `${ctx.config.SITE_URL}/reset-password/${uid}/${token}`;
        ctx.mailer.send({
          to: user.email,
          subject: 'Reset your CityLens password',
          link,
          text: `Hello ${user.username},\n\nSomeone asked to reset the password of your CityLens account.\nOpen this link within one hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n\nCityLens`,
          html: `<p>Hello ${escapeHtml(user.username)},</p><p>Someone asked to reset the password of your CityLens account. Open this link within one hour to choose a new one:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If it was not you, ignore this email; your password stays as it is.</p><p>CityLens</p>`,
        });
      }
      return { success: true, message: 'Password reset email sent successfully!' };
    },
  );

  app.post(
    apiPaths.resetPassword,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Set a new password with the emailed uid + token (single use, 1 hour)',
        body: PasswordResetBody,
      },
    },
    async (request) => {
      const body = request.body;
      const uid = str(body.uid).trim();
      const token = str(body.token).trim();
      if (!uid || !token) throw badRequest(INVALID_LINK);
      const password = str(body.new_password);
      const confirm = str(body.new_password_confirm) || str(body.confirm_password);
      const errors = new FieldErrorCollector();
      checkNewPassword(
        errors,
        'new_password',
        password,
        'Password is required',
        'Password must be at least 8 characters long',
      );
      if (!confirm) errors.add('new_password_confirm', 'Please confirm your password');
      else if (password && confirm !== password)
        errors.add('new_password_confirm', 'Passwords do not match');
      errors.throwIfAny();

      const userId = decodeUid(uid);
      const user = userId === null ? null : await users.byId(userId);
      if (!user || !ctx.resetTokens.check(token, user.id, user.passwordHash, user.email))
        throw badRequest(EXPIRED_LINK);
      await users.update(user.id, { passwordHash: await hashPassword(password) });
      await users.endSessions(user.id, ctx.clock());
      return { success: true, message: 'Password reset successful!' };
    },
  );

  app.get(
    apiPaths.profile,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 200: UserProfileSchema },
        summary: 'The signed-in user’s profile',
        security: bearer,
      },
    },
    async (request) => {
      const me = await ctx.auth.require(request);
      return toProfile((await users.byId(me.id))!);
    },
  );

  app.put(
    apiPaths.profileUpdate,
    {
      onSend: noStore,
      schema: {
        tags,
        response: { 200: ProfileUpdatedSchema },
        summary:
          'Update profile fields and optionally the password (returns fresh tokens when it changes); ' +
          'a new email or password needs current_password',
        body: ProfileChangeBody,
        security: bearer,
      },
    },
    async (request) => {
      const me = await ctx.auth.require(request);
      const { user, tokens } = await profileUpdates.apply(me.id, request.body);
      return {
        success: true,
        message: 'Profile updated successfully!',
        user: toProfile(user),
        ...(tokens ? { tokens } : {}),
      };
    },
  );

  app.delete(
    apiPaths.accountDeletion,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Delete your account (password + confirm_deletion: true)',
        body: Type.Union([
          Type.Object({
            password: S(PASSWORD_MAX * 2),
            confirm_deletion: Type.Optional(Type.Boolean()),
          }),
          Type.Null(),
        ]),
        security: bearer,
      },
    },
    async (request) => {
      const me = await ctx.auth.require(request);
      const password = str(request.body?.password);
      const errors = new FieldErrorCollector();
      if (!password) errors.add('password', 'Please enter your password to confirm deletion');
      if (request.body?.confirm_deletion !== true) {
        errors.add('confirm_deletion', 'Please confirm that you want to delete your account');
      }
      errors.throwIfAny();
      const user = (await users.byId(me.id))!;
      if (!(await checkOwnPassword(user.id, user.passwordHash, password))) {
        throw new HttpError(400, { password: ['Incorrect password'] });
      }
      await users.endSessions(user.id, ctx.clock());
      // The person's photos go with the account (privacy page): rows first, then the files,
      // so a crash in between leaves only unnamed files for the start-up sweep. Variants are
      // rendered from the original and cannot be served once it is gone.
      const files = await users.delete(user.id);
      await Promise.all(
        files.map((file) => fs.rm(path.join(ctx.mediaDir, ...file.split('/')), { force: true })),
      );
      await ctx.views.invalidate();
      return { success: true, message: 'Account deleted successfully!' };
    },
  );
};
