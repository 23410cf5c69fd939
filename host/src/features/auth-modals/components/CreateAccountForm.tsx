import { useState, type FormEvent } from 'react';
import {
  session,
  validateEmail,
  validatePassword,
  validatePasswordConfirm,
  validateUsername,
} from '@citylens/shared';
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

type Field = 'username' | 'email' | 'password' | 'password_confirm';

export interface CreateAccountFormProps {
  /** Called after the account exists; the parent closes after 2 s and opens sign-in 0.5 s later. */
  onSuccess: () => void;
  onSignIn: () => void;
}

/** The first failing rule, in the spec's order, with the field it belongs to. */
function firstError(form: Record<Field, string>): { field: Field; message: string } | null {
  const checks: [Field, string | null][] = [
    ['username', validateUsername(form.username)],
    ['email', validateEmail(form.email)],
    ['password', validatePassword(form.password)],
    ['password_confirm', validatePasswordConfirm(form.password, form.password_confirm)],
  ];
  for (const [field, message] of checks) if (message) return { field, message };
  return null;
}

/** Create Account: shows the first validation error only (spec §5). */
export function CreateAccountForm({ onSuccess, onSignIn }: CreateAccountFormProps) {
  const [form, setForm] = useState<Record<Field, string>>({
    username: '',
    email: '',
    password: '',
    password_confirm: '',
  });
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  const {
    submitting,
    succeeded: success,
    error,
    setError,
    run,
  } = useFormSubmit('Registration failed');

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  const errorFor = (field: Field) => (invalid?.field === field ? invalid.message : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || success) return;
    setError(null);
    const first = firstError(form);
    setInvalid(first);
    if (first) {
      focusField(event, first.field);
      return;
    }
    const registered = await run(() =>
      session.register({
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        password_confirm: form.password_confirm,
      }),
    );
    if (registered) onSuccess();
  };

  return (
    <form onSubmit={submit} noValidate css={formColumnCss}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={form.username}
        onChange={set('username')}
        error={errorFor('username')}
        hint="3 to 30 characters: letters, numbers and underscores."
        disabled={success}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={errorFor('email')}
        disabled={success}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errorFor('password')}
        hint="At least 8 characters."
        disabled={success}
      />
      <PasswordField
        label="Confirm Password"
        name="password_confirm"
        autoComplete="new-password"
        value={form.password_confirm}
        onChange={set('password_confirm')}
        error={errorFor('password_confirm')}
        disabled={success}
      />
      <div role="status">
        {success && <p css={formMessageCss.success}>Registration successful! Please login.</p>}
      </div>
      {error && (
        <p role="alert" css={formMessageCss.error}>
          {error}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        loading={submitting}
        loadingText="Creating Account..."
        disabled={success}
        focusableWhenDisabled
      >
        Create Account
      </Button>
      <p css={switchRowCss}>
        Already have an account?
        <button type="button" css={linkButtonCss} onClick={onSignIn}>
          Sign In
        </button>
      </p>
    </form>
  );
}
