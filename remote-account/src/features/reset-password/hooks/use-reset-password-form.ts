import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@citylens/shared/router';
import { ApiError, session, toFriendlyMessage, validateResetPassword } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';

export const RESET_REDIRECT_MS = 2000;
const FAILURE_TEXT = 'Failed to reset password. Please try again.';

/** A used, expired or forged link: the server says so in words about the link (a 400). */
function isDeadLink(err: unknown): boolean {
  return err instanceof ApiError && err.status === 400 && /link/i.test(err.message);
}

type ErrorField = 'password' | 'confirm';

/**
 * The reset link's uid and token, the new password typed twice, the error shown and the
 * submit; once the password is reset, the visitor is taken home.
 */
export function useResetPasswordForm() {
  const { uid, token } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The field the error is about (null: the link or the server, no one field).
  const [errorField, setErrorField] = useState<ErrorField | null>(null);
  const errorId = useId();
  const [deadLink, setDeadLink] = useState(false);
  const [status, setStatus] = useState<'editing' | 'submitting' | 'done'>('editing');

  useEffect(() => {
    if (status !== 'done') return;
    const timer = setTimeout(() => navigate(routes.home.href()), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const edit = (setter: (v: string) => void) => (value: string) => {
    setter(value);
    setError(null); // editing the form clears the error
    setErrorField(null);
    setDeadLink(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!uid || !token) return; // the form is shown only for a whole link
    const invalid = validateResetPassword(password, confirm);
    if (invalid) {
      setError(invalid);
      // validateResetPassword checks the length first, then that the two match.
      setErrorField(invalid === 'Passwords do not match' ? 'confirm' : 'password');
      return;
    }
    setStatus('submitting');
    try {
      await session.resetPassword({
        uid,
        token,
        new_password: password,
        new_password_confirm: confirm,
      });
      setStatus('done');
    } catch (err) {
      setError(toFriendlyMessage(err, FAILURE_TEXT));
      setDeadLink(isDeadLink(err));
      setStatus('editing');
    }
  };

  // The form-level alert stays the one place the text is shown; the field in error points at it.
  const invalidProps = (field: ErrorField) =>
    errorField === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return {
    linkComplete: Boolean(uid && token),
    password,
    confirm,
    editPassword: edit(setPassword),
    editConfirm: edit(setConfirm),
    error,
    errorId,
    deadLink,
    status,
    invalidProps,
    submit,
  };
}
