import { css } from '@emotion/react';
import { Button, TextField, mq, theme } from '@citylens/shared/ui';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import type { buildOrderRequest, SubmitFailure } from '../hooks/use-place-order';
import { paymentFields, shippingFields, type FieldSpec } from '../lib/checkout-fields';
import { OrderFailureAlert } from './OrderFailureAlert';

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
  const { values, errors, submit, fieldRef, change } = useCheckoutForm({ processing, onSubmit });

  const renderField = (spec: FieldSpec) => (
    <TextField
      key={spec.name}
      ref={fieldRef(spec.name)}
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
      onChange={(e) => change(spec.name, e.target.value)}
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
      {failure && <OrderFailureAlert failure={failure} />}
      <Button type="submit" size="lg" fullWidth loading={processing} loadingText="Processing...">
        Place Order
      </Button>
    </form>
  );
}
