import { css } from '@emotion/react';
import { memo } from 'react';
import type { CityEvent } from '@citylens/shared';
import { mq, theme, useProgressiveItems } from '@citylens/shared/ui';
import { HydrateWhenSeen } from '@citylens/shared/host-ui-fallbacks';
import { EventCard } from './EventCard';

export const gridCss = css`
  display: grid;
  gap: ${theme.space[5]}px;
  grid-template-columns: 1fr;
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.laptop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface EventGridProps {
  events: readonly CityEvent[];
  onOpen: (id: number) => void;
  /** Names the list for assistive tech (the section heading's id). */
  labelledBy: string;
}

/** Memoised: the page re-renders as the search and the sign-in state change, the grid need not. */
export const EventGrid = memo(function EventGrid({ events, onOpen, labelledBy }: EventGridProps) {
  // A few cards at a time, so a long list's arrival is no long task.
  const shown = useProgressiveItems(events, 6);
  return (
    <ul css={gridCss} aria-labelledby={labelledBy}>
      {/* Each card hydrates when it comes near the viewport: those below the fold wait. */}
      {shown.map((event) => (
        <li key={event.id}>
          <HydrateWhenSeen part={`event-${event.id}`}>
            <EventCard event={event} onOpen={onOpen} />
          </HydrateWhenSeen>
        </li>
      ))}
    </ul>
  );
});

/** Placeholder cards of the same size while the events load, so nothing shifts. */
export function EventGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul css={gridCss} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div
            css={css`
              border-radius: ${theme.radii.lg};
              overflow: hidden;
              background: ${theme.colors.surface};
              box-shadow: ${theme.shadows.sm};
            `}
          >
            <div
              css={css`
                aspect-ratio: 4 / 3;
                background: ${theme.colors.surfaceMuted};
              `}
            />
            <div
              css={css`
                display: grid;
                gap: ${theme.space[2]}px;
                padding: ${theme.space[4]}px;
              `}
            >
              {[70, 45, 55, 35].map((width) => (
                <div
                  key={width}
                  css={css`
                    height: 0.9em;
                    width: ${width}%;
                    border-radius: ${theme.radii.sm};
                    background: ${theme.colors.surfaceMuted};
                  `}
                />
              ))}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
