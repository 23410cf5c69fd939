import { session } from '@citylens/shared';
import { SendOnceForm, SwitchRow, useSendOnceForm, type FormFieldSpec } from '@citylens/shared/ui';

const FIELDS: FormFieldSpec<'username' | 'password'>[] = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', autoComplete: 'current-password', password: true },
];

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
  const form = useSendOnceForm({
    initial: { username: '', password: '' },
    failureMessage: 'Invalid username or password.',
    validate: ({ username, password }) => ({
      username: username.trim() ? null : 'Username is required',
      password: password ? null : 'Password is required',
    }),
    send: ({ username, password }) => session.login(username.trim(), password),
    onSent: onSuccess,
  });

  return (
    <SendOnceForm
      form={form}
      fields={FIELDS}
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
    />
  );
}
