import type { FrameColor, FrameKind } from '@citylens/shared/contracts';
import { FieldErrorCollector } from '../../lib/errors.js';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export const MAX_LINES = 50;

const SHIPPING_FIELDS = [
  ['first_name', 'First name is required'],
  ['last_name', 'Last name is required'],
  ['email', 'Email is required'],
  ['phone', 'Phone number is required'],
  ['address', 'Address is required'],
  ['city', 'City is required'],
  ['state', 'State is required'],
  ['zip_code', 'ZIP code is required'],
  ['country', 'Country is required'],
] as const;

const PAYMENT_FIELDS = [
  ['card_number', 'Card number is required'],
  ['card_expiry', 'Card expiry is required'],
  ['card_cvv', 'CVV is required'],
  ['cardholder_name', 'Cardholder name is required'],
] as const;

export type ShippingField = (typeof SHIPPING_FIELDS)[number][0];
export type PaymentField = (typeof PAYMENT_FIELDS)[number][0];

export interface OrderLine {
  frameId: number;
  quantity: number;
  color: FrameColor;
  kind?: FrameKind;
}

export interface ValidOrder {
  lines: OrderLine[];
  shipping: Record<ShippingField, string>;
  payment: Record<PaymentField, string>;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * Checks an order request field by field (spec §5 checkout messages, no format checks).
 * Errors are flat `{field: [message]}`, so the client can show them beside each input.
 */
export function validateOrder(body: unknown): ValidOrder {
  const input = record(body);
  const errors = new FieldErrorCollector();

  const lines: OrderLine[] = [];
  if (!Array.isArray(input.items) || input.items.length === 0) {
    errors.add('items', 'Your cart is empty');
  } else if (input.items.length > MAX_LINES) {
    errors.add('items', `An order can hold at most ${MAX_LINES} lines`);
  } else {
    input.items.forEach((raw, index) => {
      const item = record(raw);
      const n = index + 1;
      const frameId = item.frame_id ?? item.id;
      const quantity = item.quantity;
      const color = item.color ?? item.selectedColor ?? 'black';
      if (
        !Number.isInteger(frameId) ||
        (frameId as number) < 1 ||
        (frameId as number) > 2147483647
      ) {
        errors.add(
          'items',
          `Item ${n}: Invalid frame data. Please refresh the page and try again.`,
        );
        return;
      }
      if (
        !Number.isInteger(quantity) ||
        (quantity as number) < QUANTITY_MIN ||
        (quantity as number) > QUANTITY_MAX
      ) {
        errors.add('items', `Item ${n}: Quantity must be between 1 and 10`);
        return;
      }
      if (color !== 'black' && color !== 'brown') {
        errors.add('items', `Item ${n}: Please select a color to add to cart`);
        return;
      }
      const kind = item.kind === 'picture' || item.kind === 'painting' ? item.kind : undefined;
      lines.push({ frameId: frameId as number, quantity: quantity as number, color, kind });
    });
  }

  const shippingIn = record(input.shipping_address);
  const paymentIn = record(input.payment_info);
  const shipping = {} as Record<ShippingField, string>;
  const payment = {} as Record<PaymentField, string>;
  for (const [field, message] of SHIPPING_FIELDS) {
    shipping[field] = text(shippingIn[field]).slice(0, 300);
    if (!shipping[field]) errors.add(field, message);
  }
  for (const [field, message] of PAYMENT_FIELDS) {
    payment[field] = text(paymentIn[field]).slice(0, 150);
    if (!payment[field]) errors.add(field, message);
  }
  errors.throwIfAny();
  return { lines, shipping, payment };
}

/** The card's brand from its leading digits; only this and the last four are kept. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}
