import { memo, useId } from 'react';
import { formatPrice } from '@citylens/shared';
import type { Frame } from '@citylens/shared/contracts';
import { Button, visuallyHiddenCss } from '@citylens/shared/ui';
import { useFrameCardChoice } from '../hooks/use-frame-card-choice';
import { frameCardCss as styles } from './frame-card-styles';
import { FrameColorPicker } from './FrameColorPicker';
import { FramePhoto } from './FramePhoto';
import { QuantityStepper } from './QuantityStepper';

export interface FrameCardProps {
  frame: Frame;
  /** The first card is the page's LCP image: eager, fetchpriority="high". */
  priority?: boolean;
}

/** One frame: photo in the chosen colour, name, size, price, colour, quantity and Add to cart. */
export const FrameCard = memo(function FrameCard({ frame, priority = false }: FrameCardProps) {
  const id = useId();
  const { color, chooseColor, quantity, setQuantity, message, addToCart } =
    useFrameCardChoice(frame);

  const nameId = `${id}-name`;
  const priceText = Number.isFinite(frame.price) ? formatPrice(frame.price) : '—';

  return (
    <article css={styles.card} aria-labelledby={nameId}>
      <FramePhoto frame={frame} color={color} priority={priority} />
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
        <FrameColorPicker name={`${id}-color`} color={color} onChoose={chooseColor} />
        <QuantityStepper
          inputId={`${id}-qty`}
          frameName={frame.name}
          value={quantity}
          onChange={setQuantity}
        />
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
