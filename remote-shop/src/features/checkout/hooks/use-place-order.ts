import { useRef, useState } from 'react';
import {
  ApiError,
  cart,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from '@citylens/shared';
import { queryKeys, type CartItem, type OrderRequest } from '@citylens/shared/contracts';
import { useMutation, useQueryClient } from '@citylens/shared/query';
import { createOrder } from '../api/create-order';
import { newIdempotencyKey } from '../lib/idempotency-key';

/** Spec §8 checkout texts. */
export const checkoutMessages = {
  failed: 'Failed to create order',
  error: 'An error occurred while processing your order',
};

export type CheckoutStatus =
  | { state: 'editing' }
  | { state: 'processing' }
  /** `generated`: the server sent no id (spec §8), so there is no order to read back. */
  | { state: 'confirmed'; orderId: string; generated: boolean };

export interface SubmitFailure {
  message: string;
  /** A server-side reason that is not about one field (e.g. a frame that no longer exists). */
  detail?: string;
  fieldErrors: CheckoutErrors;
}

/** The id to show when the server answers without one (spec §8). */
export function generatedOrderId(): string {
  return `CL-${Date.now().toString(36).toUpperCase()}${newIdempotencyKey().slice(0, 4).toUpperCase()}`;
}

export function buildOrderRequest(
  items: readonly CartItem[],
  form: CheckoutForm,
  totals: { total: number; shipping: number },
): OrderRequest {
  return {
    items: items.map((item) => ({
      frame_id: item.id,
      quantity: item.quantity,
      price: item.price,
      color: item.selectedColor,
      kind: item.kind,
    })),
    shipping_address: {
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      address: form.address.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      zip_code: form.zip_code.trim(),
      country: form.country.trim(),
    },
    payment_info: {
      card_number: form.card_number.trim(),
      card_expiry: form.card_expiry.trim(),
      card_cvv: form.card_cvv.trim(),
      cardholder_name: form.cardholder_name.trim(),
    },
    total_amount: totals.total,
    shipping_cost: totals.shipping,
  };
}

const firstText = (value: unknown) =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;

function toFailure(err: unknown, fields: readonly CheckoutField[]): SubmitFailure {
  // No network at all: nothing was sent, and the order is never held back to go later unseen.
  if (err instanceof ApiError && err.code === 'OFFLINE') {
    return { message: checkoutMessages.error, detail: err.message, fieldErrors: {} };
  }
  if (!(err instanceof ApiError) || err.status === 0) {
    return { message: checkoutMessages.error, fieldErrors: {} };
  }
  const body = (err.body && typeof err.body === 'object' ? err.body : {}) as Record<
    string,
    unknown
  >;
  const fieldErrors: CheckoutErrors = {};
  for (const field of fields) {
    const text = firstText(body[field]);
    if (text) fieldErrors[field] = text;
  }
  const detail =
    firstText(body.items) ??
    firstText(body.non_field_errors) ??
    (err.fromBody ? err.message : null);
  return { message: checkoutMessages.failed, fieldErrors, ...(detail ? { detail } : {}) };
}

/**
 * Places the order: editing → processing → confirmed. One request at a time (a second submit
 * while one is in flight is ignored), a fresh Idempotency-Key per attempt and the same key when
 * the very same order is sent again after a failure. The cart is cleared only on success.
 */
export function usePlaceOrder(fields: readonly CheckoutField[]) {
  const [status, setStatus] = useState<CheckoutStatus>({ state: 'editing' });
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const inFlight = useRef(false);
  // In memory only (never stored): which order the current key belongs to.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ order, key }: { order: OrderRequest; key: string }) => createOrder(order, key),
  });

  const placeOrder = async (order: OrderRequest): Promise<SubmitFailure | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    const body = JSON.stringify(order);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    setFailure(null);
    setStatus({ state: 'processing' });
    try {
      const created = await mutation.mutateAsync({ order, key: attempt.current.key });
      const fromServer = typeof created?.order_id === 'string' && created.order_id.trim() !== '';
      const orderId = fromServer ? created.order_id : generatedOrderId();
      attempt.current = null;
      // Confirmed first, so the emptied cart never flashes the empty view.
      setStatus({ state: 'confirmed', orderId, generated: !fromServer });
      // The visitor's orders on their profile now include this one.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      cart.clear();
      return null;
    } catch (err) {
      const next = toFailure(err, fields);
      setFailure(next);
      setStatus({ state: 'editing' });
      return next;
    } finally {
      inFlight.current = false;
    }
  };

  return { status, failure, placeOrder };
}
