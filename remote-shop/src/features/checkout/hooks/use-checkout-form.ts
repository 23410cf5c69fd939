import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useAuth,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as CheckoutValues,
} from '@citylens/shared';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { checkoutFields } from '../lib/checkout-fields';
import { buildOrderRequest, type SubmitFailure } from './use-place-order';

const emptyForm = Object.fromEntries(checkoutFields.map((f) => [f, ''])) as CheckoutValues;

export interface CheckoutFormOptions {
  processing: boolean;
  onSubmit: (order: ReturnType<typeof buildOrderRequest>) => Promise<SubmitFailure | null>;
}

/**
 * The checkout form's values and errors: the account's email filled in once known, every field
 * checked on Place Order, and focus on the first field in error (ours or the server's).
 */
export function useCheckoutForm({ processing, onSubmit }: CheckoutFormOptions) {
  const { items, total, shipping } = useCartTotals();
  const [values, setValues] = useState<CheckoutValues>(emptyForm);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const refs = useRef<Partial<Record<CheckoutField, HTMLInputElement | null>>>({});
  const accountEmail = useAuth().user?.email ?? '';

  // The signed-in visitor's email, once known (the session may still be loading at first
  // render); never over what they typed themselves.
  useEffect(() => {
    if (accountEmail) setValues((v) => (v.email ? v : { ...v, email: accountEmail }));
  }, [accountEmail]);

  const focusFirstError = (found: CheckoutErrors) => {
    const first = checkoutFields.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    const found = validateCheckout(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const result = await onSubmit(buildOrderRequest(items, values, { total, shipping }));
    if (result && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors);
      focusFirstError(result.fieldErrors);
    }
  };

  /** A field's input, so focus can be moved to it when it is in error. */
  const fieldRef = (name: CheckoutField) => (el: HTMLInputElement | null) => {
    refs.current[name] = el;
  };

  /** What the visitor typed; the field's error goes with the edit. */
  const change = (name: CheckoutField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  return { values, errors, submit, fieldRef, change };
}
