import { css } from '@emotion/react';
import { useLayoutEffect, useRef } from 'react';
import { cart, cartLineKey, CART_MAX_QUANTITY, formatPrice } from '@citylens/shared';
import { useNavigate } from '@citylens/shared/router';
import { routes, type CartItem, type CartModalProps } from '@citylens/shared/contracts';
import {
  Button,
  EmptyState,
  Modal,
  focusWasLost,
  mq,
  theme,
  plainListCss,
} from '@citylens/shared/ui';
import { CartLine } from '../../../components/CartLine';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { colorLabel } from '../../../lib/frame-display';

/** The line controls whose press can remove the line (Remove, or − at quantity 1). */
type RemovingControl = 'decrease' | 'remove';

/** A cart line's quantity buttons and Remove. */
function LineControls({
  item,
  onRemoving,
}: {
  item: CartItem;
  /** Called just before the visitor's press removes this line, so focus can follow it. */
  onRemoving: (item: CartItem, control: RemovingControl) => void;
}) {
  const label = `${item.name}, ${colorLabel[item.selectedColor]}`;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Decrease quantity of ${label}`}
        data-cart-control="decrease"
        onClick={() => {
          // At 1 the line goes away (zero removes it), and this button with it.
          if (item.quantity <= 1) onRemoving(item, 'decrease');
          cart.setQuantity(item, item.quantity - 1);
        }}
      >
        −
      </Button>
      <output
        aria-live="polite"
        css={css`
          min-width: 2ch;
          text-align: center;
          font-weight: 700;
        `}
      >
        {item.quantity}
      </output>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Increase quantity of ${label}`}
        disabled={item.quantity >= CART_MAX_QUANTITY}
        focusableWhenDisabled
        onClick={() => cart.setQuantity(item, item.quantity + 1)}
      >
        +
      </Button>
      <Button
        size="sm"
        variant="ghost"
        css={css`
          margin-left: auto;
        `}
        aria-label={`Remove ${label}`}
        data-cart-control="remove"
        onClick={() => {
          onRemoving(item, 'remove');
          cart.remove(item);
        }}
      >
        Remove
      </Button>
    </>
  );
}

/** Colour, size and the unit price, which is one unbroken piece: its own line on a phone, after
 *  a dot from the tablet up (a wrapped line would end on a dangling dot, or "each" alone). */
function LineDetails({ item }: { item: CartItem }) {
  return (
    <>
      {colorLabel[item.selectedColor]}
      {item.frame_size ? ` · ${item.frame_size}` : ''}
      <span
        css={css`
          display: block;
          white-space: nowrap;
          ${mq.tablet} {
            display: inline;
            &::before {
              content: ' · ';
              white-space: pre;
            }
          }
        `}
      >
        {formatPrice(item.price)} each
      </span>
    </>
  );
}

/** The cart, opened from the header's CART, the footer's View Cart or the shop's summary bar. */
export function CartModal({ open, onClose }: CartModalProps) {
  const { items, count, subtotal, shipping, total } = useCartTotals();
  const navigate = useNavigate();
  const go = (href: string) => {
    onClose();
    navigate(href);
  };

  // A line removed by its own Remove or − button takes the focused button with it, and focus
  // would drop to <body> (the trap only recovers on the next Tab): keyboard and screen-reader
  // users lose their place. So remember which line is going and where its focus should land:
  // the same control of the next line, or of the previous one if it was the last.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<{
    removed: string;
    next: string | undefined;
    control: RemovingControl;
  } | null>(null);
  const onRemoving = (item: CartItem, control: RemovingControl) => {
    const keys = items.map(cartLineKey);
    const index = keys.indexOf(cartLineKey(item));
    pendingFocus.current = {
      removed: cartLineKey(item),
      next: keys[index + 1] ?? keys[index - 1],
      control,
    };
  };

  // A layout effect, so focus moves before the browser paints the shorter list.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || items.some((i) => cartLineKey(i) === pending.removed)) return;
    pendingFocus.current = null;
    // Only if focus went down with the line: never take it from wherever the visitor moved it.
    if (!focusWasLost()) return;
    const lines = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>('[data-cart-line]') ?? [],
    );
    const line = lines.find((el) => el.dataset.cartLine === pending.next) ?? lines[0];
    const control = line?.querySelector<HTMLElement>(`[data-cart-control="${pending.control}"]`);
    // No line left: the dialog's title, which now reads "Your Cart (0)", followed by the
    // empty-cart message and Continue Shopping.
    (control ?? titleRef.current)?.focus();
  }, [items]);

  return (
    <Modal open={open} onClose={onClose} title={`Your Cart (${count})`} titleRef={titleRef}>
      {items.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          description="Pick a picture or painting frame to get started."
          action={<Button onClick={() => go(routes.frameShop.href())}>Continue Shopping</Button>}
        />
      ) : (
        <>
          <ul ref={listRef} aria-label="Cart items" css={plainListCss}>
            {items.map((item) => (
              <CartLine
                key={cartLineKey(item)}
                item={item}
                details={<LineDetails item={item} />}
                controls={<LineControls item={item} onRemoving={onRemoving} />}
              />
            ))}
          </ul>
          <PriceBreakdown subtotal={subtotal} shipping={shipping} total={total} />
          <div
            css={css`
              /* A phone stacks the two buttons, each the dialog's full width ("Continue
                 Shopping" does not fit half of it on one line); from the tablet up they sit side
                 by side at the end, at their natural widths. */
              display: grid;
              gap: ${theme.space[3]}px;
              ${mq.tablet} {
                display: flex;
                justify-content: flex-end;
              }
            `}
          >
            <Button variant="secondary" onClick={() => go(routes.frameShop.href())}>
              Continue Shopping
            </Button>
            <Button onClick={() => go(routes.checkout.href())}>Checkout</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
