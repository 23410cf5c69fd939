import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '@citylens/shared';
import { frameCardCss as styles } from './frame-card-styles';

/** The typed quantity as a number; NaN when the field is empty. */
export function quantityValue(quantity: string): number {
  return quantity.trim() === '' ? Number.NaN : Number(quantity);
}

/** Quantity: a number field between − and + buttons, held to the cart's 1 to 10 (spec §9). */
export function QuantityStepper({
  inputId,
  frameName,
  value,
  onChange,
}: {
  inputId: string;
  frameName: string;
  /** As typed: the card checks it when adding to the cart. */
  value: string;
  onChange: (value: string) => void;
}) {
  const quantity = quantityValue(value);
  // The steppers are aria-disabled at (or past) the limits, not disabled, so the one just pressed
  // keeps focus; a press there changes nothing, as on a disabled button.
  const atMin = quantity <= CART_MIN_QUANTITY;
  const atMax = quantity >= CART_MAX_QUANTITY;
  const step = (delta: number) => {
    if (delta < 0 ? atMin : atMax) return;
    const base = Number.isFinite(quantity) ? Math.trunc(quantity) : CART_MIN_QUANTITY;
    const next = Math.min(CART_MAX_QUANTITY, Math.max(CART_MIN_QUANTITY, base + delta));
    onChange(String(next));
  };
  return (
    <div css={styles.quantityRow}>
      <label htmlFor={inputId} css={styles.label}>
        Quantity
      </label>
      <div css={styles.stepper}>
        <button
          type="button"
          aria-label={`Decrease quantity of ${frameName}`}
          onClick={() => step(-1)}
          aria-disabled={atMin || undefined}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={CART_MIN_QUANTITY}
          max={CART_MAX_QUANTITY}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          aria-label={`Increase quantity of ${frameName}`}
          onClick={() => step(1)}
          aria-disabled={atMax || undefined}
        >
          +
        </button>
      </div>
    </div>
  );
}
