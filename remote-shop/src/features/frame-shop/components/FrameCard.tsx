import { memo, useEffect, useId, useRef, useState } from 'react';
import {
  cart,
  FRAME_COLORS,
  formatPrice,
  FRAME_CARD_IMAGE_SIZES,
  frameCardImageSources,
  validateFrameSelection,
} from '@citylens/shared';
import type { Frame, FrameColor } from '@citylens/shared/contracts';
import { Button, ResponsiveImage, visuallyHiddenCss } from '@citylens/shared/ui';
import { colorLabel, frameImageFor } from '../../../lib/frame-display';
import { frameCardCss as styles } from './frame-card-styles';
import { QuantityStepper, quantityValue } from './QuantityStepper';

/** Spec §9: a frame card's message clears after 3 s. */
export const FRAME_MESSAGE_MS = 3000;

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

  const quantityNumber = quantityValue(quantity);

  // A colour answers "Please select a color": an error about the choice goes once it changes.
  const chooseColor = (next: FrameColor) => {
    setColor(next);
    if (message?.tone === 'error') {
      clearTimeout(timer.current);
      setMessage(null);
    }
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
  const brownSources = frameCardImageSources(frameImageFor(frame, 'brown'));
  const nameId = `${id}-name`;
  const priceText = Number.isFinite(frame.price) ? formatPrice(frame.price) : '—';

  return (
    <article css={styles.card} aria-labelledby={nameId}>
      <div css={styles.photo}>
        <ResponsiveImage
          src={imageSources.src}
          srcSet={imageSources.srcSet || undefined}
          sizes={FRAME_CARD_IMAGE_SIZES}
          alt={`${frame.name || 'Frame'} in ${color ? colorLabel[color].toLowerCase() : 'black and brown'}`}
          aspectRatio="4 / 3"
          width={400}
          height={300}
          priority={priority}
        />
        {color === null && (
          // Before a colour is chosen the photo shows both finishes, split on the diagonal: a
          // black frame alone read as black being selected when no colour was.
          <ResponsiveImage
            src={brownSources.src}
            srcSet={brownSources.srcSet || undefined}
            sizes={FRAME_CARD_IMAGE_SIZES}
            alt=""
            aspectRatio="4 / 3"
            width={400}
            height={300}
            css={styles.otherFinish}
          />
        )}
      </div>
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
                  onChange={() => chooseColor(c)}
                  css={visuallyHiddenCss}
                />
                <span aria-hidden="true" css={styles.swatch[c]} />
                {colorLabel[c]}
              </label>
            ))}
          </div>
        </fieldset>
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
