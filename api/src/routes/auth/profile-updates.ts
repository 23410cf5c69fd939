import { Type, type Static } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { FieldErrorCollector, badRequest } from '../../lib/errors.js';
import { isUniqueViolation, str } from '../../lib/text.js';
import { hashPassword } from '../../services/auth/passwords.js';
import type { RefreshSession, UserRow, UsersRepository } from './repository.js';
import {
  EMAIL_TAKEN,
  PASSWORD_MAX,
  USERNAME_TAKEN,
  checkEmail,
  checkNewPassword,
  checkUsername,
  escapeHtml,
} from './rules.js';

const S = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** What `PUT /api/auth/update/` accepts (every field optional): validation and type in one. */
export const ProfileChangeBody = Type.Object({
  username: S(200),
  email: S(400),
  first_name: S(150),
  last_name: S(150),
  current_password: S(PASSWORD_MAX * 2),
  new_password: S(PASSWORD_MAX * 2),
  new_password_confirm: S(PASSWORD_MAX * 2),
});
export type ProfileChangeRequest = Static<typeof ProfileChangeBody>;

type Dependencies = Pick<AppContext, 'clock' | 'mailer'> & {
  users: UsersRepository;
  issuePair(userId: number, session?: RefreshSession): Promise<{ access: string; refresh: string }>;
  /** Verifies the account's own password under its failure limit (429 when over). */
  checkOwnPassword(userId: number, hash: string, password: string): Promise<boolean>;
};

/**
 * Profile changes: names, username, email and password. The email and the password are the
 * keys to the account, so both need the current password; the old address hears of an email
 * change, and a new password ends every other session.
 */
export class ProfileUpdates {
  constructor(private readonly deps: Dependencies) {}

  async apply(
    userId: number,
    body: ProfileChangeRequest,
  ): Promise<{ user: UserRow; tokens?: { access: string; refresh: string } }> {
    const { users } = this.deps;
    const current = (await users.byId(userId))!;
    const errors = new FieldErrorCollector();
    const changes: Parameters<UsersRepository['update']>[1] = {};

    const username = str(body.username).trim();
    if (username && username !== current.username) {
      checkUsername(errors, username);
      if (!errors.has('username') && (await users.usernameTaken(username, userId))) {
        errors.add('username', USERNAME_TAKEN);
      }
      changes.username = username;
    }
    const email = str(body.email).trim();
    const changingEmail = Boolean(email) && email !== current.email;
    if (changingEmail) {
      checkEmail(errors, email);
      if (!errors.has('email') && (await users.emailTaken(email, userId)))
        errors.add('email', EMAIL_TAKEN);
      changes.email = email;
    }
    if (typeof body.first_name === 'string') changes.firstName = body.first_name.trim();
    if (typeof body.last_name === 'string') changes.lastName = body.last_name.trim();

    const currentPassword = str(body.current_password);
    const newPassword = str(body.new_password);
    const confirm = str(body.new_password_confirm);
    // Any password field starts a password change (spec §5), except the current password sent
    // only to confirm an email change.
    const changingPassword = Boolean(newPassword || confirm || (currentPassword && !changingEmail));
    if (changingPassword) {
      if (!currentPassword) {
        errors.add('current_password', 'Current password is required to change password');
      }
      checkNewPassword(
        errors,
        'new_password',
        newPassword,
        'New password is required',
        'New password must be at least 8 characters long',
      );
      if (newPassword && confirm !== newPassword)
        errors.add('new_password_confirm', 'New passwords do not match');
    } else if (changingEmail && !currentPassword) {
      errors.add('current_password', 'Current password is required to change email');
    }
    if (
      (changingPassword || changingEmail) &&
      currentPassword &&
      !errors.has('current_password') &&
      !(await this.deps.checkOwnPassword(userId, current.passwordHash, currentPassword))
    ) {
      errors.add('current_password', 'Current password is incorrect');
    }
    errors.throwIfAny();
    if (changingPassword) changes.passwordHash = await hashPassword(newPassword);

    let updated = current;
    if (Object.keys(changes).length > 0) {
      try {
        updated = await users.update(userId, changes);
      } catch (error) {
        if (isUniqueViolation(error))
          throw badRequest('A user with that username or email already exists.');
        throw error;
      }
    }
    if (changingEmail) this.notifyOldAddress(current, updated.email);
    let tokens: { access: string; refresh: string } | undefined;
    if (changingPassword) {
      // A new password ends every other session; this one continues with fresh tokens.
      await users.endSessions(userId, this.deps.clock());
      tokens = await this.deps.issuePair(userId);
    }
    return { user: updated, tokens };
  }

  /** Tells the previous address, so a hijacked account does not change hands silently. */
  private notifyOldAddress(before: UserRow, newEmail: string): void {
    const masked = newEmail.replace(/^(.).*?(@.*)$/, '$1…$2');
    this.deps.mailer.send({
      to: before.email,
      subject: 'Your CityLens email address was changed',
      text: `Hello ${before.username},\n\nThe email address of your CityLens account was changed to ${masked}.\nIf you did this, there is nothing to do. If not, reset your password at once and contact us.\n\nCityLens`,
      html: `<p>Hello ${escapeHtml(before.username)},</p><p>The email address of your CityLens account was changed to ${escapeHtml(masked)}.</p><p>If you did this, there is nothing to do. If not, reset your password at once and contact us.</p><p>CityLens</p>`,
    });
  }
}
