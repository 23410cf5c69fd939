import fs from 'node:fs/promises';
import path from 'node:path';
import { FieldErrorCollector, HttpError, badRequest } from '../../lib/errors.js';
import { isUniqueViolation, str } from '../../lib/text.js';
import { noStore } from '../../plugins/no-store.js';
import { hashPassword } from '../../services/auth/passwords.js';
import { clientKey } from '../../services/limits/policy.js';
import { contracts } from '../../lib/contracts.js';
import { Success, bearer } from '../schemas.js';
import { ProfileChangeBody, ProfileUpdates } from './profile-updates.js';
import { toProfile } from './repository.js';
import {
  EMAIL_TAKEN,
  USERNAME_TAKEN,
  checkEmail,
  checkConfirmedPassword,
  checkUsername,
} from './rules.js';
import {
  AccountDeletionBody,
  ProfileUpdatedSchema,
  RegisterBody,
  RegisteredSchema,
  UserProfileSchema,
} from './schemas.js';
import type { AuthApp, AuthServices } from './services.js';

const { apiPaths } = contracts;
const tags = ['auth'];

/** The account: creating it, reading and changing the profile, deleting it. */
export function accountRoutes(app: AuthApp, services: AuthServices) {
  const profileUpdates = new ProfileUpdates({ ...services.ctx, ...services });
  registerRegistration(app, services);
  registerProfile(app, services, profileUpdates);
  registerAccountDeletion(app, services);
}

/** Sign-up: the spec's rules for name, email and password, one account per name and email. */
function registerRegistration(app: AuthApp, { ctx, users }: AuthServices) {
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
      checkConfirmedPassword(errors, ['password', password], ['password_confirm', confirm]);
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
}

/** The signed-in user's profile: reading it, and changing its fields or the password. */
function registerProfile(
  app: AuthApp,
  { ctx, users }: AuthServices,
  profileUpdates: ProfileUpdates,
) {
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
}

/** Deleting the account with its sessions and its photos' files, confirmed by the password. */
function registerAccountDeletion(app: AuthApp, { ctx, users, checkOwnPassword }: AuthServices) {
  app.delete(
    apiPaths.accountDeletion,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Delete your account (password + confirm_deletion: true)',
        body: AccountDeletionBody,
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
}
