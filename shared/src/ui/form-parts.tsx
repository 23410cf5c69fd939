import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { FormAlert, formMessageCss } from './FormMessage';
import { focusField } from './focus-field';
import { formColumnCss, linkButtonCss, switchRowCss } from './form-styles';

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

export interface SendOnceFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What `useFormSubmit` tracks: in flight, done, and the failure in the visitor's words. */
  state: { submitting: boolean; succeeded: boolean; error: string | null };
  /** Shown in a polite live region (kept in place) once the form has been sent. */
  successMessage: ReactNode;
  submitLabel: ReactNode;
  /** The submit button's text while the form is in flight. */
  loadingText: string;
  /** The fields. */
  children: ReactNode;
  /** Under the submit button (the lines that switch to another form). */
  footer?: ReactNode;
}

/**
 * A one-column form that sends once (the auth forms): its fields, the success line, the failure,
 * and a full-width submit button that stays focusable once the form is done.
 */
export function SendOnceForm({
  onSubmit,
  state: { submitting, succeeded, error },
  successMessage,
  submitLabel,
  loadingText,
  children,
  footer,
}: SendOnceFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate css={formColumnCss}>
      {children}
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
