import { css } from '@emotion/react';
import { getBus, useCartCount } from '@citylens/shared';
import { VisuallyHidden, theme, useServerPass } from '@citylens/shared/ui';
import { markedCartBadgeCss, navItemCss } from './header-styles';
import { CartIcon } from './icons';

const badgeCss = css`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  letter-spacing: 0;
`;

/** The count as a badge; `marked`, the visitor marker's count (the server's pass knew none). */
function CartBadge({ count, marked }: { count: number; marked: boolean }) {
  if (marked) return <span aria-hidden="true" css={[badgeCss, markedCartBadgeCss]} />;
  if (count <= 0) return null;
  return (
    <span data-testid="cart-badge" aria-hidden="true" css={badgeCss}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** "CART" plus the count for screen readers, since the badge itself is decorative. */
function CartLabel({ count, marked }: { count: number; marked: boolean }) {
  return (
    <>
      <CartIcon />
      CART
      {count > 0 && (
        <VisuallyHidden>{`(${count} ${count === 1 ? 'item' : 'items'})`}</VisuallyHidden>
      )}
      <CartBadge count={count} marked={marked} />
    </>
  );
}

/** CART with its count: opens the shop's cart modal through the bus (the host composes it). */
export function CartButton({ testId }: { testId?: string }) {
  const count = useCartCount();
  // The server's pass knows the cart only on a checkout rendered with it.
  const marked = useServerPass() && count === 0;
  return (
    <button
      type="button"
      onClick={() => getBus().sendIntent({ type: 'open-cart' })}
      css={navItemCss}
      data-testid={testId}
    >
      <CartLabel count={count} marked={marked} />
    </button>
  );
}
