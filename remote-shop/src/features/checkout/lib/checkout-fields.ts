import type { HTMLAttributes } from 'react';
import { checkoutFieldLabels, type CheckoutField } from '@citylens/shared';

export interface FieldSpec {
  name: CheckoutField;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** Grid span on wide screens (the form is two columns). */
  wide?: boolean;
}

const field = (name: CheckoutField, spec: Omit<FieldSpec, 'name' | 'label'>): FieldSpec => ({
  name,
  label: checkoutFieldLabels[name],
  ...spec,
});

/** Shipping fields in form order, with the browser autofill tokens for each. */
export const shippingFields: readonly FieldSpec[] = [
  field('first_name', { autoComplete: 'shipping given-name' }),
  field('last_name', { autoComplete: 'shipping family-name' }),
  field('email', { autoComplete: 'email', type: 'email', inputMode: 'email' }),
  field('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' }),
  field('address', { autoComplete: 'shipping street-address', wide: true }),
  field('city', { autoComplete: 'shipping address-level2' }),
  field('state', { autoComplete: 'shipping address-level1' }),
  field('zip_code', { autoComplete: 'shipping postal-code' }),
  field('country', { autoComplete: 'shipping country-name' }),
];

/** Card only (spec FAQ). These values live in component state only: never saved anywhere. */
export const paymentFields: readonly FieldSpec[] = [
  field('card_number', {
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 9012 3456',
    wide: true,
  }),
  field('card_expiry', { autoComplete: 'cc-exp', placeholder: 'MM/YY' }),
  field('card_cvv', { autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123' }),
  field('cardholder_name', { autoComplete: 'cc-name', wide: true }),
];

export const checkoutFields: readonly CheckoutField[] = [...shippingFields, ...paymentFields].map(
  (f) => f.name,
);
