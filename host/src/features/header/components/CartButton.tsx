import { css } from '@emotion/react';
import { getBus, useCartCount } from '@citylens/shared';
import { VisuallyHidden, theme } from '@citylens/shared/ui';
import { navItemCss } from './header-styles';
import { CartIcon } from './icons';

function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-badge"
      aria-hidden="true"
      css={css`
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
      `}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** "CART" plus the count for screen readers, since the badge itself is decorative. */
function CartLabel({ count }: { count: number }) {
  return (
    <>
      <CartIcon />
      CART
      {count > 0 && (
        <VisuallyHidden>{`(${count} ${count === 1 ? 'item' : 'items'})`}</VisuallyHidden>
      )}
      <CartBadge count={count} />
    </>
  );
}

/** CART with its count: opens the shop's cart modal through the bus (the host composes it). */
export function CartButton({ testId }: { testId?: string }) {
  const count = useCartCount();
  return (
    <button
      type="button"
      onClick={() => getBus().sendIntent({ type: 'open-cart' })}
      css={navItemCss}
      data-testid={testId}
    >
      <CartLabel count={count} />
    </button>
  );
}
