import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { session, validateEmail } from '@citylens/shared';
import {
  Button,
  TextField,
  focusField,
  formColumnCss,
  formMessageCss,
  linkButtonCss,
  switchRowCss,
  theme,
  useFormSubmit,
} from '@citylens/shared/ui';

export interface ResetPasswordFormProps {
  /** Called when the request succeeded: the parent retitles the modal "Check Your Email". */
  onSent: (email: string) => void;
  /** The address the link went to, once sent; shows the confirmation view. */
  sentTo: string | null;
  onSignIn: () => void;
}

/** Reset Password: email entry, then the Check Your Email confirmation. */
export function ResetPasswordForm({ onSent, sentTo, onSignIn }: ResetPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { submitting, error, setError, run } = useFormSubmit('Email not found.');
  const backRef = useRef<HTMLButtonElement>(null);

  // The form vanishes on success; move focus to the confirmation's action so it is not lost.
  useEffect(() => {
    if (sentTo) backRef.current?.focus();
  }, [sentTo]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    const invalid = validateEmail(email);
    setFieldError(invalid);
    if (invalid) {
      focusField(event, 'email');
      return;
    }
    const address = email.trim();
    if (await run(() => session.requestPasswordReset(address))) onSent(address);
  };

  if (sentTo) {
    return (
      <div css={formColumnCss}>
        <p role="status" css={formMessageCss.success}>
          Password reset email sent successfully!
        </p>
        <p>
          We sent a password reset link to <strong>{sentTo}</strong>. Open it to choose a new
          password. If it does not arrive within a few minutes, check your spam folder.
        </p>
        <Button ref={backRef} variant="secondary" fullWidth onClick={onSignIn}>
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate css={formColumnCss}>
      <p
        css={css`
          color: ${theme.colors.textMuted};
        `}
      >
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      {error && (
        <p role="alert" css={formMessageCss.error}>
          {error}
        </p>
      )}
      <Button type="submit" fullWidth loading={submitting} loadingText="Sending...">
        Send Reset Link
      </Button>
      <p css={switchRowCss}>
        Remembered it?
        <button type="button" css={linkButtonCss} onClick={onSignIn}>
          Back to Sign In
        </button>
      </p>
    </form>
  );
}
