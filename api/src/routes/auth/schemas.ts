import { Type } from 'typebox';
import { tokenFields, UserProfileSchema, UserSchema } from '../../lib/schemas.js';
import { PASSWORD_MAX } from './rules.js';

export { TokenPairSchema, UserProfileSchema, UserSchema } from '../../lib/schemas.js';

/** Every field optional: the handlers answer a missing one with the spec's own message. */
const S = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const RegisterBody = Type.Object({
  username: S(200),
  email: S(400),
  password: S(PASSWORD_MAX * 2),
  password_confirm: S(PASSWORD_MAX * 2),
});

export const PasswordResetBody = Type.Object({
  uid: S(100),
  token: S(200),
  new_password: S(PASSWORD_MAX * 2),
  new_password_confirm: S(PASSWORD_MAX * 2),
  /** An older name of new_password_confirm, still accepted. */
  confirm_password: S(PASSWORD_MAX * 2),
});

export const RegisteredSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  user: UserSchema,
});

export const ProfileUpdatedSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  user: UserProfileSchema,
  tokens: Type.Optional(
    Type.Object(tokenFields, { description: 'fresh tokens, when the password changed' }),
  ),
});

export const SignInBody = Type.Object({ username: S(254), password: S(PASSWORD_MAX * 2) });
export const RefreshBody = Type.Object({ refresh: S(2000) });
/** Without a refresh token (or a body) the bearer's sessions end. */
export const LogoutBody = Type.Union([Type.Object({ refresh: S(2000) }), Type.Null()]);
export const ForgotPasswordBody = Type.Object({ email: S(400) });
export const AccountDeletionBody = Type.Union([
  Type.Object({
    password: S(PASSWORD_MAX * 2),
    confirm_deletion: Type.Optional(Type.Boolean()),
  }),
  Type.Null(),
]);
