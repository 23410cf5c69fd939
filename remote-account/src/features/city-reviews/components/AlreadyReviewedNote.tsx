import { css } from '@emotion/react';
import type { Ref } from 'react';
import { theme } from '@citylens/shared/ui';

/**
 * In place of the form once the visitor has reviewed the city. Focusable: focus moves here
 * after their review is sent.
 */
export function AlreadyReviewedNote({ ref }: { ref: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      role="note"
      tabIndex={-1}
      css={css`
        margin: 0;
        padding: ${theme.space[3]}px ${theme.space[4]}px;
        border-radius: ${theme.radii.md};
        background: ${theme.colors.infoSoft};
        color: ${theme.colors.info};
        font-weight: 600;
      `}
    >
      You have already reviewed this city. Delete your review below to write a new one.
    </p>
  );
}
