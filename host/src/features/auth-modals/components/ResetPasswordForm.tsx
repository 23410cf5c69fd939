import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { session, validateEmail } from '@citylens/shared';
import {
  Button,
  FormAlert,
  SwitchRow,
  TextField,
  formColumnCss,
  formMessageCss,
  theme,
  useSendOnceForm,
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
  const { bind, state, onSubmit } = useSendOnceForm({
    initial: { email: '' },
    failureMessage: 'Email not found.',
    validate: ({ email }) => ({ email: validateEmail(email) }),
    send: ({ email }) => session.requestPasswordReset(email.trim()),
    onSent: ({ email }) => onSent(email.trim()),
  });
  const backRef = useRef<HTMLButtonElement>(null);

  // The form vanishes on success; move focus to the confirmation's action so it is not lost.
  useEffect(() => {
    if (sentTo) backRef.current?.focus();
  }, [sentTo]);

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
    <form onSubmit={onSubmit} noValidate css={formColumnCss}>
      <p
        css={css`
          color: ${theme.colors.textMuted};
        `}
      >
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
      <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
      {state.error && <FormAlert>{state.error}</FormAlert>}
      <Button type="submit" fullWidth loading={state.submitting} loadingText="Sending...">
        Send Reset Link
      </Button>
      <SwitchRow prompt="Remembered it?" action="Back to Sign In" onClick={onSignIn} />
    </form>
  );
}
