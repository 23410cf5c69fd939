import { FieldErrorCollector, badRequest } from '../../lib/errors.js';
import { str } from '../../lib/text.js';
import { hashPassword } from '../../services/auth/passwords.js';
import { decodeUid, encodeUid } from '../../services/auth/reset-tokens.js';
import { clientKey } from '../../services/limits/policy.js';
import { contracts } from '../../lib/contracts.js';
import { Success } from '../schemas.js';
import { ForgotPasswordBody, PasswordResetBody } from './schemas.js';
import { checkConfirmedPassword, checkEmail, escapeHtml } from './rules.js';
import type { AuthApp, AuthServices } from './services.js';

const { apiPaths } = contracts;
const tags = ['auth'];

const INVALID_LINK = 'Invalid reset link. Please request a new password reset.';
const EXPIRED_LINK =
  'This password reset link is invalid or has expired. Please request a new password reset.';

/** Forgotten password: the emailed link (one hour, single use) and setting a new password. */
export function passwordResetRoutes(app: AuthApp, { ctx, users }: AuthServices) {
  app.post(
    apiPaths.forgotPassword,
    {
      schema: {
        tags,
        response: { 200: Success },
        summary: 'Email a reset link (same answer whether or not the email is known)',
        body: ForgotPasswordBody,
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
      checkConfirmedPassword(errors, ['new_password', password], ['new_password_confirm', confirm]);
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
}
