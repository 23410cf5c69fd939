import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toFriendlyMessage, sessionMessages, type UserProfile } from '@citylens/shared';
import { fieldErrorsFrom } from '../../../lib/field-errors';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { useUpdateProfile } from './use-profile-mutations';
import {
  initialProfileValues,
  profileFields,
  toUpdateRequest,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from '../lib/profile-form';

/**
 * The profile form's values, errors and Update Profile: checked first (spec §5), then saved;
 * the password fields empty again once saved.
 */
export function useProfileForm(userId: number, profile: UserProfile | undefined) {
  const [values, setValues] = useState<ProfileValues>(() => initialProfileValues(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const { message, show, clear } = useTimedMessage();
  const update = useUpdateProfile(userId);
  const loading = !profile;
  const refs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});

  /**
   * Shows the errors and moves focus to the first field in error, so a screen reader reads the
   * message tied to it. Committed first (flushSync): the field must carry it when focused.
   */
  const showErrors = (found: ProfileErrors) => {
    flushSync(() => setErrors(found));
    const first = profileFields.find((name) => found[name]);
    if (first) refs.current[first]?.focus();
  };

  /** A field's props: its value, its error, read-only while the profile loads. */
  const field = (name: ProfileField) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
    value: values[name],
    error: errors[name] ?? null,
    readOnly: loading,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || update.isPending) return;
    clear();
    const invalid = validateProfile(values, profile);
    if (Object.values(invalid).some(Boolean)) return showErrors(invalid);
    setErrors({});
    try {
      const result = await update.mutateAsync(toUpdateRequest(values));
      setValues((v) => ({
        ...v,
        current_password: '',
        new_password: '',
        new_password_confirm: '',
      }));
      show({ tone: 'success', text: result.message });
    } catch (err) {
      show({ tone: 'error', text: toFriendlyMessage(err, sessionMessages.updateProfileFallback) });
      showErrors(fieldErrorsFrom(err, profileFields));
    }
  };

  return { field, submit, message, loading, saving: update.isPending };
}
