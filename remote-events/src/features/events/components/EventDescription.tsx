import { css } from '@emotion/react';
import { mq, theme } from '@citylens/shared/ui';
import { eventsTexts } from '../lib/texts';

/** "Description of Event" and the event's own text, across the whole dialog on wide screens. */
export function EventDescription({ description }: { description: string }) {
  return (
    <section
      css={css`
        ${mq.tablet} {
          grid-column: 1 / -1;
        }
      `}
    >
      <h3
        css={css`
          font-size: ${theme.fontSizes.lg};
          margin-bottom: ${theme.space[2]}px;
        `}
      >
        {eventsTexts.descriptionHeading}
      </h3>
      <p
        css={css`
          white-space: pre-line;
          line-height: ${theme.lineHeights.body};
        `}
      >
        {description}
      </p>
    </section>
  );
}
