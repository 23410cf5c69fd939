import { useState, type FormEvent } from 'react';
import { session } from '@citylens/shared';
import {
  Button,
  PasswordField,
  TextField,
  focusField,
  formColumnCss,
  formMessageCss,
  linkButtonCss,
  switchRowCss,
  useFormSubmit,
} from '@citylens/shared/ui';

export interface SignInFormProps {
  /** Called once the session has started (the host's modal closes 2 s later, the dev shell's at once). */
  onSuccess: () => void;
  /** When given, "Forgot your password?" under the button calls it. */
  onForgotPassword?: () => void;
  /** When given, "Don't have an account? Create Account" under the button calls it. */
  onCreateAccount?: () => void;
}

/** Sign In: username and password on the shared session (the host's modal, a remote's dev shell). */
export function SignInForm({ onSuccess, onForgotPassword, onCreateAccount }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const { submitting, succeeded, error, setError, run } = useFormSubmit(
    'Invalid username or password.',
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || succeeded) return;
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
    if (await run(() => session.login(username.trim(), password))) onSuccess();
  };

  return (
    <form onSubmit={submit} noValidate css={formColumnCss}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={fieldErrors.username}
        disabled={succeeded}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
        disabled={succeeded}
      />
      <div role="status">{succeeded && <p css={formMessageCss.success}>Login successful!</p>}</div>
      {error && (
        <p role="alert" css={formMessageCss.error}>
          {error}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        loading={submitting}
        loadingText="Signing In..."
        disabled={succeeded}
        focusableWhenDisabled
      >
        Sign In
      </Button>
      {onForgotPassword && (
        <div css={switchRowCss}>
          <button type="button" css={linkButtonCss} onClick={onForgotPassword}>
            Forgot your password?
          </button>
        </div>
      )}
      {onCreateAccount && (
        <p css={switchRowCss}>
          Don&apos;t have an account?
          <button type="button" css={linkButtonCss} onClick={onCreateAccount}>
            Create Account
          </button>
        </p>
      )}
    </form>
  );
}
