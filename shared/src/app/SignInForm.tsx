import type { FormEvent } from 'react';
import { session } from '@citylens/shared';
import {
  PasswordField,
  SendOnceForm,
  SwitchRow,
  TextField,
  useFormFields,
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
  const { values, bind, check } = useFormFields({ username: '', password: '' });
  const { username, password } = values;
  const submitState = useFormSubmit('Invalid username or password.');
  const { submitting, succeeded, setError, run } = submitState;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || succeeded) return;
    setError(null);
    const valid = check(event, {
      username: username.trim() ? null : 'Username is required',
      password: password ? null : 'Password is required',
    });
    if (!valid) return;
    if (await run(() => session.login(username.trim(), password))) onSuccess();
  };

  return (
    <SendOnceForm
      onSubmit={submit}
      state={submitState}
      successMessage="Login successful!"
      submitLabel="Sign In"
      loadingText="Signing In..."
      footer={
        <>
          {onForgotPassword && (
            <SwitchRow as="div" action="Forgot your password?" onClick={onForgotPassword} />
          )}
          {onCreateAccount && (
            <SwitchRow
              prompt="Don't have an account?"
              action="Create Account"
              onClick={onCreateAccount}
            />
          )}
        </>
      }
    >
      <TextField
        label="Username"
        autoComplete="username"
        {...bind('username')}
        disabled={succeeded}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        {...bind('password')}
        disabled={succeeded}
      />
    </SendOnceForm>
  );
}
