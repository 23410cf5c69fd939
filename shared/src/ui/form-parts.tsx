import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { FormAlert, formMessageCss } from './FormMessage';
import { focusField } from './focus-field';
import { formColumnCss, linkButtonCss, switchRowCss } from './form-styles';
import { PasswordField, TextField } from './TextField';
import { useFormSubmit } from './use-form-submit';

/**
 * The text fields of a small form: their values, their errors, `bind(name)` with the props a
 * TextField or PasswordField needs (name, value, onChange, error), and `check`, which shows the
 * errors found on submit and moves focus to the first field that has one.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const bind = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: errors[name],
  });
  /** Shows `found` (in field order); true when there is none, else focuses the first. */
  const check = (
    event: FormEvent<HTMLFormElement>,
    found: Partial<Record<F, string | null>>,
  ): boolean => {
    const shown: Partial<Record<F, string>> = {};
    for (const name of Object.keys(found) as F[]) shown[name] = found[name] ?? undefined;
    setErrors(shown);
    const first = (Object.keys(shown) as F[]).find((name) => shown[name]);
    if (first) focusField(event, first);
    return !first;
  };
  return { values, bind, check };
}

export interface SendOnceOptions<F extends string> {
  /** The fields' starting values (their order is the order errors are looked for in). */
  initial: Record<F, string>;
  /** Shown when sending fails with nothing more specific from the server. */
  failureMessage: string;
  /** Each field's error, or null; the form is sent when there is none. */
  validate: (values: Record<F, string>) => Partial<Record<F, string | null>>;
  /** Sends the values; resolves once they were taken. */
  send: (values: Record<F, string>) => Promise<unknown>;
  /** After a successful send, with what was sent. */
  onSent: (values: Record<F, string>) => void;
}

/**
 * A form that sends once: `useFormFields` and `useFormSubmit` joined by the submit handler every
 * such form needs (ignore a second submit, clear the last failure, check, send, report).
 */
export function useSendOnceForm<F extends string>({
  initial,
  failureMessage,
  validate,
  send,
  onSent,
}: SendOnceOptions<F>) {
  const { values, bind, check } = useFormFields(initial);
  const state = useFormSubmit(failureMessage);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.submitting || state.succeeded) return;
    state.setError(null);
    if (!check(event, validate(values))) return;
    if (await state.run(() => send(values))) onSent(values);
  };
  return { values, bind, state, onSubmit };
}

/** One text field of a form that lists its fields (`FormFieldList`). */
export interface FormFieldSpec<F extends string> {
  name: F;
  label: string;
  autoComplete: string;
  type?: 'email';
  hint?: string;
  /** A password field, with the show/hide toggle. */
  password?: true;
}

/** The fields of a form, in order, each bound to the form's state; all disabled once it is sent. */
export function FormFieldList<F extends string>({
  fields,
  bind,
  disabled,
}: {
  fields: FormFieldSpec<F>[];
  bind: ReturnType<typeof useFormFields<F>>['bind'];
  disabled?: boolean;
}) {
  return (
    <>
      {fields.map(({ password, ...field }) =>
        password ? (
          <PasswordField key={field.name} {...field} {...bind(field.name)} disabled={disabled} />
        ) : (
          <TextField key={field.name} {...field} {...bind(field.name)} disabled={disabled} />
        ),
      )}
    </>
  );
}

export interface SendOnceFormProps<F extends string> {
  /** What `useSendOnceForm` returns: the fields' state, the submit handler and where it stands. */
  form: ReturnType<typeof useSendOnceForm<F>>;
  /** The fields, in order. */
  fields: FormFieldSpec<F>[];
  /** Shown in a polite live region (kept in place) once the form has been sent. */
  successMessage: ReactNode;
  submitLabel: ReactNode;
  /** The submit button's text while the form is in flight. */
  loadingText: string;
  /** Under the submit button (the lines that switch to another form). */
  footer?: ReactNode;
}

/**
 * A one-column form that sends once (the auth forms): its fields, the success line, the failure,
 * and a full-width submit button that stays focusable once the form is done.
 */
export function SendOnceForm<F extends string>({
  form: { bind, state, onSubmit },
  fields,
  successMessage,
  submitLabel,
  loadingText,
  footer,
}: SendOnceFormProps<F>) {
  const { submitting, succeeded, error } = state;
  return (
    <form onSubmit={onSubmit} noValidate css={formColumnCss}>
      <FormFieldList fields={fields} bind={bind} disabled={succeeded} />
      <div role="status">{succeeded && <p css={formMessageCss.success}>{successMessage}</p>}</div>
      {error && <FormAlert>{error}</FormAlert>}
      <Button
        type="submit"
        fullWidth
        loading={submitting}
        loadingText={loadingText}
        disabled={succeeded}
        focusableWhenDisabled
      >
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}

export interface SwitchRowProps {
  /** The words before the link ("Already have an account?"); none for a lone link. */
  prompt?: ReactNode;
  /** The link's text. */
  action: ReactNode;
  onClick: () => void;
  /** The line's element: a paragraph, or a div for a lone link. */
  as?: 'p' | 'div';
}

/** A centred line under a form that switches to another one ("Don't have an account? …"). */
export function SwitchRow({ prompt, action, onClick, as: Line = 'p' }: SwitchRowProps) {
  return (
    <Line css={switchRowCss}>
      {prompt}
      <button type="button" css={linkButtonCss} onClick={onClick}>
        {action}
      </button>
    </Line>
  );
}
