import { FieldErrorCollector } from '../../lib/errors.js';
import { EMAIL_PATTERN, USERNAME_PATTERN } from '../../lib/text.js';

export const PASSWORD_MIN = 8;
export const USERNAME_TAKEN = 'A user with that username already exists.';
export const EMAIL_TAKEN = 'A user with this email already exists.';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
export const PASSWORD_MAX = 128;

/** Spec §5 username rule and messages. */
export function checkUsername(errors: FieldErrorCollector, username: string): void {
  if (!username) errors.add('username', 'Username is required');
  else if (username.length < 3)
    errors.add('username', 'Username must be at least 3 characters long');
  else if (username.length > 30)
    errors.add('username', 'Username must be no more than 30 characters long');
  else if (!USERNAME_PATTERN.test(username)) {
    errors.add('username', 'Username can only contain letters, numbers, and underscores');
  }
}

export function checkEmail(errors: FieldErrorCollector, email: string, field = 'email'): void {
  if (!email) errors.add(field, 'Email is required');
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    errors.add(field, 'Please enter a valid email address');
  }
}

/** Minimum 8 (spec); a generous maximum keeps hashing cost bounded. */
export function checkNewPassword(
  errors: FieldErrorCollector,
  field: string,
  password: string,
  requiredMessage: string,
  minMessage: string,
): void {
  if (!password) errors.add(field, requiredMessage);
  else if (password.length < PASSWORD_MIN) errors.add(field, minMessage);
  else if (password.length > PASSWORD_MAX) {
    errors.add(field, `Password must be no more than ${PASSWORD_MAX} characters long`);
  }
}

/** A new password and its confirmation (sign-up, password reset), with the spec's messages. */
export function checkConfirmedPassword(
  errors: FieldErrorCollector,
  [field, password]: [string, string],
  [confirmField, confirm]: [string, string],
): void {
  checkNewPassword(
    errors,
    field,
    password,
    'Password is required',
    'Password must be at least 8 characters long',
  );
  if (!confirm) errors.add(confirmField, 'Please confirm your password');
  else if (password && confirm !== password) errors.add(confirmField, 'Passwords do not match');
}
