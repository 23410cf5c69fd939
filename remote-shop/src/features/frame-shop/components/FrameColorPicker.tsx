import { FRAME_COLORS } from '@citylens/shared';
import type { FrameColor } from '@citylens/shared/contracts';
import { visuallyHiddenCss } from '@citylens/shared/ui';
import { colorLabel } from '../../../lib/frame-display';
import { frameCardCss as styles } from './frame-card-styles';

/** Color: one radio per finish, each with its swatch. */
export function FrameColorPicker({
  name,
  color,
  onChoose,
}: {
  /** The radio group's name, one per card. */
  name: string;
  color: FrameColor | null;
  onChoose: (color: FrameColor) => void;
}) {
  return (
    <fieldset css={styles.fieldset}>
      <legend css={styles.legend}>Color</legend>
      <div css={styles.colors}>
        {FRAME_COLORS.map((c) => (
          <label key={c} css={styles.colorOption}>
            <input
              type="radio"
              name={name}
              value={c}
              checked={color === c}
              onChange={() => onChoose(c)}
              css={visuallyHiddenCss}
            />
            <span aria-hidden="true" css={styles.swatch[c]} />
            {colorLabel[c]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
