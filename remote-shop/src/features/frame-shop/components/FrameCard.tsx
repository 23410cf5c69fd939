import { css } from '@emotion/react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import {
  cart,
  CART_MAX_QUANTITY,
  CART_MIN_QUANTITY,
  FRAME_COLORS,
  formatPrice,
  FRAME_CARD_IMAGE_SIZES,
  frameCardImageSources,
  validateFrameSelection,
} from '@citylens/shared';
import type { Frame, FrameColor } from '@citylens/shared/contracts';
import { Button, ResponsiveImage, theme, visuallyHiddenCss } from '@citylens/shared/ui';
import { colorLabel, frameImageFor } from '../../../lib/frame-display';

/** Spec §9: a frame card's message clears after 3 s. */
export const FRAME_MESSAGE_MS = 3000;

const swatch: Record<FrameColor, string> = { black: '#1f1a17', brown: '#7a4a26' };

const card = css`
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  box-shadow: ${theme.shadows.sm};
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  flex: 1;
`;

const colorOption = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  min-height: 40px;
  padding: 0 ${theme.space[3]}px;
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  cursor: pointer;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const stepper = css`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  overflow: hidden;
  button {
    min-width: 40px;
    border: 0;
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.lg};
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  input {
    width: 3.5rem;
    min-height: 40px;
    border: 0;
    text-align: center;
    font-size: ${theme.fontSizes.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    -moz-appearance: textfield;
    &::-webkit-inner-spin-button,
    &::-webkit-outer-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
  }
`;

const swatchCss = (c: FrameColor) => css`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${swatch[c]};
  box-shadow: 0 0 0 1px ${theme.colors.borderStrong};
`;

const messageCss = (color: string) => css`
  min-height: 1.5em;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${color};
`;

// Styles are built once at module load: a grid of cards then renders without re-serialising CSS.
const styles = {
  card,
  body,
  colorOption,
  stepper,
  titleRow: css`
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]}px;
    align-items: baseline;
  `,
  name: css`
    font-size: ${theme.fontSizes.lg};
  `,
  price: css`
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primary};
    white-space: nowrap;
  `,
  size: css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
  fieldset: css`
    border: 0;
    margin: 0;
    padding: 0;
  `,
  legend: css`
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    margin-bottom: ${theme.space[2]}px;
  `,
  colors: css`
    display: flex;
    gap: ${theme.space[2]}px;
    flex-wrap: wrap;
  `,
  swatch: { black: swatchCss('black'), brown: swatchCss('brown') },
  quantityRow: css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]}px;
  `,
  label: css`
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  `,
  add: css`
    margin-top: auto;
  `,
  message: { success: messageCss(theme.colors.success), error: messageCss(theme.colors.danger) },
};

interface Message {
  text: string;
  tone: 'success' | 'error';
}

export interface FrameCardProps {
  frame: Frame;
  /** The first card is the page's LCP image: eager, fetchpriority="high". */
  priority?: boolean;
}

/** One frame: photo in the chosen colour, name, size, price, colour, quantity and Add to cart. */
export const FrameCard = memo(function FrameCard({ frame, priority = false }: FrameCardProps) {
  const id = useId();
  const [color, setColor] = useState<FrameColor | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: Message) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), FRAME_MESSAGE_MS);
  };

  const quantityNumber = quantity.trim() === '' ? Number.NaN : Number(quantity);
  // The steppers are aria-disabled at (or past) the limits, not disabled, so the one just pressed
  // keeps focus; a press there changes nothing, as on a disabled button.
  const atMin = quantityNumber <= CART_MIN_QUANTITY;
  const atMax = quantityNumber >= CART_MAX_QUANTITY;
  const step = (delta: number) => {
    if (delta < 0 ? atMin : atMax) return;
    const base = Number.isFinite(quantityNumber) ? Math.trunc(quantityNumber) : CART_MIN_QUANTITY;
    const next = Math.min(CART_MAX_QUANTITY, Math.max(CART_MIN_QUANTITY, base + delta));
    setQuantity(String(next));
  };

  const addToCart = () => {
    const problem = validateFrameSelection({ frame, color, quantity: quantityNumber });
    if (problem || !color) {
      show({ text: problem ?? 'Please select a color to add to cart', tone: 'error' });
      return;
    }
    const result = cart.add(frame, color, quantityNumber);
    if (!result.ok) {
      show({ text: result.message, tone: 'error' });
      return;
    }
    show({
      text: `Added ${quantityNumber} × ${frame.name} (${colorLabel[color]}) to your cart`,
      tone: 'success',
    });
  };

  const image = frameImageFor(frame, color);
  const imageSources = frameCardImageSources(image);
  const nameId = `${id}-name`;
  const priceText = Number.isFinite(frame.price) ? formatPrice(frame.price) : '—';

  return (
    <article css={styles.card} aria-labelledby={nameId}>
      <ResponsiveImage
        src={imageSources.src}
        srcSet={imageSources.srcSet || undefined}
        sizes={FRAME_CARD_IMAGE_SIZES}
        alt={`${frame.name || 'Frame'} in ${color ? colorLabel[color].toLowerCase() : 'black'}`}
        aspectRatio="4 / 3"
        width={400}
        height={300}
        priority={priority}
      />
      <div css={styles.body}>
        <div css={styles.titleRow}>
          <h2 id={nameId} css={styles.name}>
            {frame.name || 'Unnamed frame'}
          </h2>
          <p css={styles.price}>
            <span css={visuallyHiddenCss}>Price: </span>
            {priceText}
          </p>
        </div>
        {frame.frame_size && <p css={styles.size}>Size: {frame.frame_size}</p>}
        <fieldset css={styles.fieldset}>
          <legend css={styles.legend}>Color</legend>
          <div css={styles.colors}>
            {FRAME_COLORS.map((c) => (
              <label key={c} css={styles.colorOption}>
                <input
                  type="radio"
                  name={`${id}-color`}
                  value={c}
                  checked={color === c}
                  onChange={() => setColor(c)}
                  css={visuallyHiddenCss}
                />
                <span aria-hidden="true" css={styles.swatch[c]} />
                {colorLabel[c]}
              </label>
            ))}
          </div>
        </fieldset>
        <div css={styles.quantityRow}>
          <label htmlFor={`${id}-qty`} css={styles.label}>
            Quantity
          </label>
          <div css={styles.stepper}>
            <button
              type="button"
              aria-label={`Decrease quantity of ${frame.name}`}
              onClick={() => step(-1)}
              aria-disabled={atMin || undefined}
            >
              −
            </button>
            <input
              id={`${id}-qty`}
              type="number"
              inputMode="numeric"
              min={CART_MIN_QUANTITY}
              max={CART_MAX_QUANTITY}
              step={1}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
            <button
              type="button"
              aria-label={`Increase quantity of ${frame.name}`}
              onClick={() => step(1)}
              aria-disabled={atMax || undefined}
            >
              +
            </button>
          </div>
        </div>
        <Button onClick={addToCart} fullWidth css={styles.add}>
          Add to cart
        </Button>
        <p role="status" css={styles.message[message?.tone ?? 'success']}>
          {message?.text}
        </p>
      </div>
    </article>
  );
});
