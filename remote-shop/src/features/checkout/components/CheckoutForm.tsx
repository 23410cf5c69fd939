import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useAuth,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as CheckoutValues,
} from '@citylens/shared';
import { Button, TextField, mq, theme } from '@citylens/shared/ui';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { buildOrderRequest, type SubmitFailure } from '../hooks/use-place-order';
import {
  checkoutFields,
  paymentFields,
  shippingFields,
  type FieldSpec,
} from '../lib/checkout-fields';

const emptyForm = Object.fromEntries(checkoutFields.map((f) => [f, ''])) as CheckoutValues;

const fieldsetCss = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  padding: ${theme.space[5]}px;
  margin: 0 0 ${theme.space[5]}px;
  display: grid;
  gap: ${theme.space[4]}px;
  ${mq.mobile} {
    grid-template-columns: 1fr 1fr;
  }
  legend {
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    font-weight: 700;
    padding: 0 ${theme.space[2]}px;
  }
`;

const wideCss = css`
  ${mq.mobile} {
    grid-column: 1 / -1;
  }
`;

export interface CheckoutFormProps {
  processing: boolean;
  failure: SubmitFailure | null;
  onSubmit: (order: ReturnType<typeof buildOrderRequest>) => Promise<SubmitFailure | null>;
}

/**
 * Shipping and payment (card only). Every field is required, with no format check beyond that
 * (spec §5); on submit the first field in error gets focus. `noValidate`: the spec's messages,
 * not the browser's, say what is missing.
 */
export function CheckoutForm({ processing, failure, onSubmit }: CheckoutFormProps) {
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

  const renderField = (spec: FieldSpec) => (
    <TextField
      key={spec.name}
      ref={(el) => {
        refs.current[spec.name] = el;
      }}
      css={spec.wide ? wideCss : undefined}
      label={spec.label}
      name={spec.name}
      type={spec.type ?? 'text'}
      inputMode={spec.inputMode}
      autoComplete={spec.autoComplete}
      placeholder={spec.placeholder}
      value={values[spec.name]}
      error={errors[spec.name]}
      aria-required="true"
      // Read-only, not disabled, while the order is sent: focus can still land on a field in error.
      readOnly={processing}
      onChange={(e) => {
        const value = e.target.value;
        setValues((v) => ({ ...v, [spec.name]: value }));
        if (errors[spec.name]) setErrors(({ [spec.name]: _cleared, ...rest }) => rest);
      }}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Checkout">
      <fieldset css={fieldsetCss}>
        <legend>Shipping Information</legend>
        {shippingFields.map(renderField)}
      </fieldset>
      <fieldset css={fieldsetCss}>
        <legend>Payment Information</legend>
        <p
          css={[
            wideCss,
            css`
              color: ${theme.colors.textMuted};
              font-size: ${theme.fontSizes.sm};
            `,
          ]}
        >
          We accept cards only (Visa, Mastercard, debit). Your card details are sent once with your
          order and never saved in this browser.
        </p>
        {paymentFields.map(renderField)}
      </fieldset>
      {failure && (
        <div
          role="alert"
          css={css`
            margin-bottom: ${theme.space[4]}px;
            padding: ${theme.space[3]}px ${theme.space[4]}px;
            border-radius: ${theme.radii.md};
            background: ${theme.colors.dangerSoft};
            color: ${theme.colors.danger};
            font-weight: 600;
          `}
        >
          <p>{failure.message}</p>
          {failure.detail && (
            <p
              css={css`
                font-weight: 400;
              `}
            >
              {failure.detail}
            </p>
          )}
        </div>
      )}
      <Button type="submit" size="lg" fullWidth loading={processing} loadingText="Processing...">
        Place Order
      </Button>
    </form>
  );
}
