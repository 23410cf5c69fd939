import { css } from '@emotion/react';
import { useLayoutEffect, useRef } from 'react';
import { cart, cartLineKey, CART_MAX_QUANTITY, formatPrice, imageUrl } from '@citylens/shared';
import { useNavigate } from '@citylens/shared/router';
import { routes, type CartItem, type CartModalProps } from '@citylens/shared/contracts';
import {
  Button,
  EmptyState,
  Modal,
  ResponsiveImage,
  focusWasLost,
  mq,
  theme,
} from '@citylens/shared/ui';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { colorLabel, frameImageFor } from '../../../lib/frame-display';

/** The line controls whose press can remove the line (Remove, or − at quantity 1). */
type RemovingControl = 'decrease' | 'remove';

function CartLine({
  item,
  onRemoving,
}: {
  item: CartItem;
  /** Called just before the visitor's press removes this line, so focus can follow it. */
  onRemoving: (item: CartItem, control: RemovingControl) => void;
}) {
  const label = `${item.name}, ${colorLabel[item.selectedColor]}`;
  return (
    <li
      data-cart-line={cartLineKey(item)}
      css={css`
        /* Picture, name and line total on top; the quantity controls underneath across the
           text and total columns, with Remove at the far end, so nothing wraps alone at 390 px. */
        display: grid;
        grid-template-columns: 64px minmax(0, 1fr) auto;
        grid-template-areas:
          'picture details total'
          'picture controls controls';
        gap: ${theme.space[2]}px ${theme.space[3]}px;
        align-items: center;
        padding: ${theme.space[3]}px 0;
        border-bottom: 1px solid ${theme.colors.border};
      `}
    >
      <ResponsiveImage
        css={css`
          grid-area: picture;
          align-self: start;
        `}
        src={imageUrl(frameImageFor(item, item.selectedColor), 'thumbnail')}
        alt=""
        width={64}
        height={48}
        rounded
      />
      <div
        css={css`
          grid-area: details;
          min-width: 0;
        `}
      >
        <strong>{item.name}</strong>
        <div
          css={css`
            color: ${theme.colors.textMuted};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {colorLabel[item.selectedColor]}
          {item.frame_size ? ` · ${item.frame_size}` : ''}
          {/* The unit price is one unbroken piece: its own line on a phone, after a dot from
              the tablet up (a wrapped line would end on a dangling dot, or "each" alone). */}
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
        </div>
      </div>
      <div
        css={css`
          grid-area: controls;
          display: flex;
          gap: ${theme.space[2]}px;
          align-items: center;
        `}
      >
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
      </div>
      <strong
        css={css`
          grid-area: total;
          align-self: start;
        `}
      >
        {formatPrice(item.price * item.quantity)}
      </strong>
    </li>
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
          <ul
            ref={listRef}
            aria-label="Cart items"
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
            `}
          >
            {items.map((item) => (
              <CartLine key={cartLineKey(item)} item={item} onRemoving={onRemoving} />
            ))}
          </ul>
          <dl
            css={css`
              display: grid;
              grid-template-columns: 1fr auto;
              gap: ${theme.space[1]}px ${theme.space[4]}px;
              margin: ${theme.space[4]}px 0;
              dd {
                margin: 0;
                text-align: right;
              }
            `}
          >
            <dt>Subtotal</dt>
            <dd>{formatPrice(subtotal)}</dd>
            <dt>Shipping</dt>
            <dd>{shipping === 0 ? 'Free' : formatPrice(shipping)}</dd>
            <dt>
              <strong>Total</strong>
            </dt>
            <dd>
              <strong>{formatPrice(total)}</strong>
            </dd>
          </dl>
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
