import { css } from '@emotion/react';
import { cart, cartLineKey, CART_MAX_QUANTITY, formatPrice, imageUrl } from '@citylens/shared';
import { useNavigate } from '@citylens/shared/router';
import { routes, type CartItem, type CartModalProps } from '@citylens/shared/contracts';
import { Button, EmptyState, Modal, ResponsiveImage, theme } from '@citylens/shared/ui';
import { useCartTotals } from '../../../hooks/use-cart-totals';
import { colorLabel, frameImageFor } from '../../../lib/frame-display';

function CartLine({ item }: { item: CartItem }) {
  const label = `${item.name}, ${colorLabel[item.selectedColor]}`;
  return (
    <li
      css={css`
        display: grid;
        grid-template-columns: 72px 1fr auto;
        gap: ${theme.space[3]}px;
        align-items: center;
        padding: ${theme.space[3]}px 0;
        border-bottom: 1px solid ${theme.colors.border};
      `}
    >
      <ResponsiveImage
        src={imageUrl(frameImageFor(item, item.selectedColor), 'thumbnail')}
        alt=""
        width={72}
        height={54}
        rounded
      />
      <div>
        <strong>{item.name}</strong>
        <div
          css={css`
            color: ${theme.colors.textMuted};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {colorLabel[item.selectedColor]}
          {item.frame_size ? ` · ${item.frame_size}` : ''} · {formatPrice(item.price)} each
        </div>
        <div
          css={css`
            display: flex;
            gap: ${theme.space[2]}px;
            align-items: center;
            margin-top: ${theme.space[2]}px;
          `}
        >
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Decrease quantity of ${label}`}
            onClick={() => cart.setQuantity(item, item.quantity - 1)}
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
            onClick={() => cart.setQuantity(item, item.quantity + 1)}
          >
            +
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${label}`}
            onClick={() => cart.remove(item)}
          >
            Remove
          </Button>
        </div>
      </div>
      <strong>{formatPrice(item.price * item.quantity)}</strong>
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
  return (
    <Modal open={open} onClose={onClose} title={`Your Cart (${count})`}>
      {items.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          description="Pick a picture or painting frame to get started."
          action={<Button onClick={() => go(routes.frameShop.href())}>Continue Shopping</Button>}
        />
      ) : (
        <>
          <ul
            aria-label="Cart items"
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
            `}
          >
            {items.map((item) => (
              <CartLine key={cartLineKey(item)} item={item} />
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
              display: flex;
              gap: ${theme.space[3]}px;
              justify-content: flex-end;
              flex-wrap: wrap;
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
