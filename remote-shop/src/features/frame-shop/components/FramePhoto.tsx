import { FRAME_CARD_IMAGE_SIZES, frameCardImageSources } from '@citylens/shared';
import type { Frame, FrameColor } from '@citylens/shared/contracts';
import { ResponsiveImage } from '@citylens/shared/ui';
import { colorLabel, frameImageFor } from '../../../lib/frame-display';
import { frameCardCss as styles } from './frame-card-styles';

/** The frame's photo in the chosen colour; both finishes, split, until one is chosen. */
export function FramePhoto({
  frame,
  color,
  priority,
}: {
  frame: Frame;
  color: FrameColor | null;
  /** The page's LCP image: eager, fetchpriority="high". */
  priority: boolean;
}) {
  const imageSources = frameCardImageSources(frameImageFor(frame, color));
  const brownSources = frameCardImageSources(frameImageFor(frame, 'brown'));
  return (
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
  );
}
