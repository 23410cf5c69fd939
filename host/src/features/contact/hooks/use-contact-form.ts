import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** Spec §4: the contact form makes no call; it waits one second and reports success. */
export const CONTACT_SEND_DELAY_MS = 1000;

export interface ContactFields {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFields;

const emptyForm: ContactFields = { fullName: '', email: '', subject: '', message: '' };

/** Form order, so the first field in error is the first one on screen. */
const fieldOrder: ContactField[] = ['fullName', 'email', 'subject', 'message'];

/** Spec §5: every field is required and the email must contain @. */
function fieldsInError(form: ContactFields): ContactField[] {
  return fieldOrder.filter(
    (field) => form[field].trim() === '' || (field === 'email' && !form.email.includes('@')),
  );
}

/**
 * The contact form's state: the fields, the spec's checks, focus on the first field in error, and
 * the one-second pretend send.
 */
export function useContactForm() {
  const [form, setForm] = useState<ContactFields>(emptyForm);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'invalid'>('idle');
  // Counts invalid submits: each one re-renders the alert text and moves focus again.
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const invalidMessageId = useId();
  const fieldRefs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // After the render that marked the fields, so the field is read with its invalid state and message.
  useEffect(() => {
    if (invalidAttempt === 0) return;
    const first = fieldsInError(form)[0];
    if (first) fieldRefs[first].current?.focus();
    // Only on a new invalid submit, not while the visitor edits the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invalidAttempt]);

  // Once a submit failed, each field shows whether it is still in error as the visitor fixes it.
  const inError = new Set(status === 'invalid' ? fieldsInError(form) : []);

  /** A field's value, change handler, ref and invalid state, to spread on it. */
  const fieldProps = <F extends ContactField>(field: F) => ({
    name: field,
    value: form[field],
    ref: fieldRefs[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((f) => ({ ...f, [field]: event.target.value })),
    ...(inError.has(field)
      ? { 'aria-invalid': true as const, 'aria-describedby': invalidMessageId }
      : {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (fieldsInError(form).length > 0) {
      setStatus('invalid');
      setInvalidAttempt((n) => n + 1);
      return;
    }
    setStatus('sending');
    timer.current = setTimeout(() => {
      setStatus('sent');
      setForm(emptyForm);
    }, CONTACT_SEND_DELAY_MS);
  };

  return { status, invalidAttempt, invalidMessageId, fieldProps, submit };
}
