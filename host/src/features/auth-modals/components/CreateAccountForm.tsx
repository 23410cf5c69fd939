import {
  session,
  validateEmail,
  validatePassword,
  validatePasswordConfirm,
  validateUsername,
} from '@citylens/shared';
import { SendOnceForm, SwitchRow, useSendOnceForm, type FormFieldSpec } from '@citylens/shared/ui';

type Field = 'username' | 'email' | 'password' | 'password_confirm';

export interface CreateAccountFormProps {
  /** Called after the account exists; the parent closes after 2 s and opens sign-in 0.5 s later. */
  onSuccess: () => void;
  onSignIn: () => void;
}

/** The form's fields in order; the password ones get the show/hide toggle. */
const FIELDS: FormFieldSpec<Field>[] = [
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

/** The first failing rule, in the spec's order, on the field it belongs to; the rest unmarked. */
function firstError(form: Record<Field, string>): Partial<Record<Field, string>> {
  const checks: [Field, string | null][] = [
    ['username', validateUsername(form.username)],
    ['email', validateEmail(form.email)],
    ['password', validatePassword(form.password)],
    ['password_confirm', validatePasswordConfirm(form.password, form.password_confirm)],
  ];
  for (const [field, message] of checks) if (message) return { [field]: message };
  return {};
}

/** Create Account: shows the first validation error only (spec §5). */
export function CreateAccountForm({ onSuccess, onSignIn }: CreateAccountFormProps) {
  const form = useSendOnceForm<Field>({
    initial: { username: '', email: '', password: '', password_confirm: '' },
    failureMessage: 'Registration failed',
    validate: firstError,
    send: (values) =>
      session.register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        password_confirm: values.password_confirm,
      }),
    onSent: onSuccess,
  });

  return (
    <SendOnceForm
      form={form}
      fields={FIELDS}
      successMessage="Registration successful! Please login."
      submitLabel="Create Account"
      loadingText="Creating Account..."
      footer={<SwitchRow prompt="Already have an account?" action="Sign In" onClick={onSignIn} />}
    />
  );
}
