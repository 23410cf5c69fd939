import { useState, type FormEvent } from 'react';
import { session, toFriendlyMessage } from '@citylens/shared';
import { Button, PasswordField, TextField } from '@citylens/shared/ui';
import { focusField } from '../lib/focus-field';
import { formCss, linkButtonCss, messageCss, switchRowCss } from './form-styles';

export interface SignInFormProps {
  /** Called once the session has started; the parent closes the modal after 2 s. */
  onSuccess: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
}

/** Sign In ("Welcome Back"): username and password. */
export function SignInForm({ onSuccess, onForgotPassword, onCreateAccount }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || success) return;
    const errors = {
      username: username.trim() ? undefined : 'Username is required',
      password: password ? undefined : 'Password is required',
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.username || errors.password) {
      focusField(event, errors.username ? 'username' : 'password');
      return;
    }
    setSubmitting(true);
    try {
      await session.login(username.trim(), password);
      setSuccess(true);
      onSuccess();
    } catch (err) {
      setError(toFriendlyMessage(err, 'Invalid username or password.'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate css={formCss}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={fieldErrors.username}
        disabled={success}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
        disabled={success}
      />
      <div role="status">{success && <p css={messageCss.success}>Login successful!</p>}</div>
      {error && (
        <p role="alert" css={messageCss.error}>
          {error}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        loading={submitting}
        loadingText="Signing In..."
        disabled={success}
        focusableWhenDisabled
      >
        Sign In
      </Button>
      <div css={switchRowCss}>
        <button type="button" css={linkButtonCss} onClick={onForgotPassword}>
          Forgot your password?
        </button>
      </div>
      <p css={switchRowCss}>
        Don&apos;t have an account?
        <button type="button" css={linkButtonCss} onClick={onCreateAccount}>
          Create Account
        </button>
      </p>
    </form>
  );
}
