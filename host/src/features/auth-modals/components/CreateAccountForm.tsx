import type { FormEvent } from 'react';
import {
  session,
  validateEmail,
  validatePassword,
  validatePasswordConfirm,
  validateUsername,
} from '@citylens/shared';
import {
  PasswordField,
  SendOnceForm,
  SwitchRow,
  TextField,
  useFormFields,
  useFormSubmit,
} from '@citylens/shared/ui';

type Field = 'username' | 'email' | 'password' | 'password_confirm';

export interface CreateAccountFormProps {
  /** Called after the account exists; the parent closes after 2 s and opens sign-in 0.5 s later. */
  onSuccess: () => void;
  onSignIn: () => void;
}

/** The form's fields in order; the password ones get the show/hide toggle. */
const FIELDS: {
  name: Field;
  label: string;
  autoComplete: string;
  type?: 'email';
  hint?: string;
  password?: true;
}[] = [
  {
    name: 'username',
    label: 'Username',
    autoComplete: 'username',
    hint: '3 to 30 characters: letters, numbers and underscores.',
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'Password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
    password: true,
  },
  {
    name: 'password_confirm',
    label: 'Confirm Password',
    autoComplete: 'new-password',
    password: true,
  },
];

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
  const {
    values: form,
    check,
    bind,
  } = useFormFields<Field>({
    username: '',
    email: '',
    password: '',
    password_confirm: '',
  });
  const submitState = useFormSubmit('Registration failed');
  const { submitting, succeeded: success, setError, run } = submitState;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || success) return;
    setError(null);
    const first = firstError(form);
    if (!check(event, first ? { [first.field]: first.message } : {})) return;
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
    <SendOnceForm
      onSubmit={submit}
      state={submitState}
      successMessage="Registration successful! Please login."
      submitLabel="Create Account"
      loadingText="Creating Account..."
      footer={<SwitchRow prompt="Already have an account?" action="Sign In" onClick={onSignIn} />}
    >
      {FIELDS.map(({ password, ...field }) =>
        password ? (
          <PasswordField key={field.name} {...field} {...bind(field.name)} disabled={success} />
        ) : (
          <TextField key={field.name} {...field} {...bind(field.name)} disabled={success} />
        ),
      )}
    </SendOnceForm>
  );
}
