import { css } from '@emotion/react';
import {
  cart,
  cartLineKey,
  CART_MAX_QUANTITY,
  formatPrice,
  imageUrl,
  orderTotal,
  shippingCost,
  useCart,
} from '@citylens/shared';
import { useNavigate } from '@citylens/shared/router';
import { routes, type CartItem, type CartModalProps } from '@citylens/shared/contracts';
import { Button, EmptyState, Modal, ResponsiveImage, theme } from '@citylens/shared/ui';

const colorLabel = { black: 'Black', brown: 'Brown' } as const;

function CartLine({ item }: { item: CartItem }) {
  const image = item.selectedColor === 'black' ? item.black_image_url : item.brown_image_url;
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
      <ResponsiveImage src={imageUrl(image, 'thumbnail')} alt="" width={72} height={54} />
      <div>
        <strong>{item.name}</strong>
        <div
          css={css`
            color: ${theme.colors.textMuted};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {colorLabel[item.selectedColor]} · {item.frame_size} · {formatPrice(item.price)}
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
          <span aria-live="polite" aria-label={`Quantity of ${label}`}>
            {item.quantity}
          </span>
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
  const { items, total, count } = useCart();
  const navigate = useNavigate();
  const go = (href: string) => {
    onClose();
    navigate(href);
  };
  const shipping = shippingCost(total);
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
            <dd>{formatPrice(total)}</dd>
            <dt>Shipping</dt>
            <dd>{shipping === 0 ? 'Free' : formatPrice(shipping)}</dd>
            <dt>
              <strong>Total</strong>
            </dt>
            <dd>
              <strong>{formatPrice(orderTotal(total))}</strong>
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
