import {
  validateEmail,
  validateProfilePasswordChange,
  validateUsername,
  type ProfileUpdateRequest,
  type UserProfile,
} from '@citylens/shared';

export const profileFields = [
  'username',
  'email',
  'first_name',
  'last_name',
  'current_password',
  'new_password',
  'new_password_confirm',
] as const;

export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const EMAIL_NEEDS_PASSWORD = 'Current password is required to change email';

export function initialProfileValues(profile: UserProfile | undefined): ProfileValues {
  return {
    username: profile?.username ?? '',
    email: profile?.email ?? '',
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    current_password: '',
    new_password: '',
    new_password_confirm: '',
  };
}

/** Which field a password-change message belongs under. */
function passwordErrorField(message: string): ProfileField {
  if (message.startsWith('Current')) return 'current_password';
  if (message === 'New passwords do not match') return 'new_password_confirm';
  return 'new_password';
}

// Compared as the API compares it: any difference in the trimmed address is a change.
const emailChanged = (values: ProfileValues, profile: UserProfile | undefined) =>
  values.email.trim() !== (profile?.email ?? '').trim();

/**
 * Spec §5: username and email rules; the password block is checked only when any of its fields
 * is filled. A new email is confirmed with the current password, so the current password alone
 * (no new password) is an email confirmation, not a password change.
 */
export function validateProfile(
  values: ProfileValues,
  profile: UserProfile | undefined,
): ProfileErrors {
  const errors: ProfileErrors = {};
  const username = validateUsername(values.username);
  if (username) errors.username = username;
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const changingEmail = emailChanged(values, profile);
  const confirmingEmailOnly =
    changingEmail &&
    values.current_password &&
    !values.new_password &&
    !values.new_password_confirm;
  if (!confirmingEmailOnly) {
    const password = validateProfilePasswordChange(values);
    if (password) errors[passwordErrorField(password)] = password;
  }
  if (changingEmail && !values.current_password && !errors.current_password) {
    errors.current_password = EMAIL_NEEDS_PASSWORD;
  }
  return errors;
}

/** The PUT body: profile fields always, password fields only when filled. */
export function toUpdateRequest(values: ProfileValues): ProfileUpdateRequest {
  const request: ProfileUpdateRequest = {
    username: values.username.trim(),
    email: values.email.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
  };
  if (values.current_password) request.current_password = values.current_password;
  if (values.new_password || values.new_password_confirm) {
    request.new_password = values.new_password;
    request.new_password_confirm = values.new_password_confirm;
  }
  return request;
}
