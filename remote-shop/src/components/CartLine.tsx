import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { cartLineKey, formatPrice, imageUrl } from '@citylens/shared';
import type { CartItem } from '@citylens/shared/contracts';
import { ResponsiveImage, theme } from '@citylens/shared/ui';
import { frameImageFor } from '../lib/frame-display';

const lineCss = css`
  /* Picture, name and line total on top; any controls underneath across the text and total
     columns, so nothing wraps alone at 390 px. */
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  grid-template-areas:
    'picture details total'
    'picture controls controls';
  gap: ${theme.space[2]}px ${theme.space[3]}px;
  align-items: center;
  padding: ${theme.space[3]}px 0;
  border-bottom: 1px solid ${theme.colors.border};
`;

const compactCss = css`
  grid-template-columns: 56px minmax(0, 1fr) auto;
  grid-template-areas: 'picture details total';
  gap: ${theme.space[3]}px;
  padding: ${theme.space[2]}px 0;
`;

export interface CartLineProps {
  item: CartItem;
  /** The muted line under the name (colour, size, unit price). */
  details: ReactNode;
  /** Quantity buttons and Remove (the cart); none in the order summary. */
  controls?: ReactNode;
  /** The order summary's smaller line: a 56 px picture and a plain line total. */
  compact?: boolean;
}

/** One line of the cart: picture, name, details and the line total (price × quantity). */
export function CartLine({ item, details, controls, compact = false }: CartLineProps) {
  const size = compact ? { width: 56, height: 42 } : { width: 64, height: 48 };
  const lineTotal = formatPrice(item.price * item.quantity);
  return (
    <li data-cart-line={cartLineKey(item)} css={[lineCss, compact && compactCss]}>
      <ResponsiveImage
        css={css`
          grid-area: picture;
          align-self: ${compact ? 'center' : 'start'};
        `}
        src={imageUrl(frameImageFor(item, item.selectedColor), 'thumbnail')}
        alt=""
        {...size}
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
          {details}
        </div>
      </div>
      {controls && (
        <div
          css={css`
            grid-area: controls;
            display: flex;
            gap: ${theme.space[2]}px;
            align-items: center;
          `}
        >
          {controls}
        </div>
      )}
      <div
        css={css`
          grid-area: total;
          align-self: ${compact ? 'center' : 'start'};
        `}
      >
        {compact ? lineTotal : <strong>{lineTotal}</strong>}
      </div>
    </li>
  );
}
