import { css } from '@emotion/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '@citylens/shared/router';
import {
  ApiError,
  getBus,
  session,
  toFriendlyMessage,
  validateResetPassword,
} from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import {
  Button,
  PageContainer,
  PageHeading,
  PasswordField,
  cardCss,
  theme,
} from '@citylens/shared/ui';

export const RESET_REDIRECT_MS = 2000;
const SUCCESS_TEXT = 'Password reset successfully! Redirecting to login...';
const FAILURE_TEXT = 'Failed to reset password. Please try again.';

/** A used, expired or forged link: the server says so in words about the link (a 400). */
function isDeadLink(err: unknown): boolean {
  return err instanceof ApiError && err.status === 400 && /link/i.test(err.message);
}

/** The kit's card, centred and raised a little more: the page holds nothing else. */
const resetCardCss = [
  cardCss,
  css`
    /* Wide enough that "Invalid Reset Link" stays on one line on a desktop. */
    max-width: 32rem;
    margin: 0 auto;
    padding: ${theme.space[6]}px;
    box-shadow: ${theme.shadows.md};
    display: grid;
    gap: ${theme.space[4]}px;
  `,
];

/** The form's own failure and success lines, in the kit's danger and success colours. */
const messageCss = {
  error: css`
    color: ${theme.colors.danger};
    margin: 0;
  `,
  success: css`
    color: ${theme.colors.success};
    margin: 0;
  `,
};

/** /reset-password/{uid}/{token}: choose a new password from the emailed link. */
export function ResetPasswordPage() {
  const { uid, token } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The field the error is about (null: the link or the server, no one field).
  const [errorField, setErrorField] = useState<'password' | 'confirm' | null>(null);
  const errorId = useId();
  const [deadLink, setDeadLink] = useState(false);
  const [status, setStatus] = useState<'editing' | 'submitting' | 'done'>('editing');

  useEffect(() => {
    if (status !== 'done') return;
    const timer = setTimeout(() => navigate(routes.home.href()), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (!uid || !token) {
    return (
      <PageContainer>
        <div css={resetCardCss} role="alert">
          <PageHeading title="Invalid Reset Link" />
          {/* The title says it is invalid; the text says why and what to do, without repeating it. */}
          <p>This link is missing part of its address. Please request a new password reset.</p>
          <Button
            variant="secondary"
            onClick={() => getBus().sendIntent({ type: 'open-reset-password' })}
          >
            Request a new reset link
          </Button>
          <Link to={routes.home.href()}>Go to Homepage</Link>
        </div>
      </PageContainer>
    );
  }

  const edit = (setter: (v: string) => void) => (value: string) => {
    setter(value);
    setError(null); // editing the form clears the error
    setErrorField(null);
    setDeadLink(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
  const invalidProps = (field: 'password' | 'confirm') =>
    errorField === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <PageContainer>
      <form css={resetCardCss} onSubmit={submit} noValidate>
        <PageHeading
          title="Reset Password"
          subtitle="Choose a new password for your CityLens account."
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          {...invalidProps('password')}
          onChange={(e) => edit(setPassword)(e.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          {...invalidProps('confirm')}
          onChange={(e) => edit(setConfirm)(e.target.value)}
        />
        {error && (
          <p id={errorId} role="alert" css={messageCss.error}>
            {error}
          </p>
        )}
        {deadLink && (
          <Button
            variant="secondary"
            onClick={() => getBus().sendIntent({ type: 'open-reset-password' })}
          >
            Request a new reset link
          </Button>
        )}
        {status === 'done' && (
          <p role="status" css={messageCss.success}>
            {SUCCESS_TEXT}
          </p>
        )}
        <Button
          type="submit"
          loading={status === 'submitting'}
          loadingText="Resetting Password..."
          disabled={status === 'done'}
          focusableWhenDisabled
        >
          Reset Password
        </Button>
        <Link to={routes.home.href()}>Back to Homepage</Link>
      </form>
    </PageContainer>
  );
}
