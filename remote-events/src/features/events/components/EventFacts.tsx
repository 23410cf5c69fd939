import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { formatLongDate, formatTime12, type CityEvent } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';

const icons = {
  place:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  venue: 'M4 21V9l8-6 8 6v12h-5v-7H9v7z',
  date: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z',
  time: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v5.4l4 2.4-1 1.7-5-3V7z',
} as const;

export type FactIcon = keyof typeof icons;

// Styles live at module level: a grid of many cards then serialises each rule once.
const styles = {
  list: css`
    display: grid;
    gap: ${theme.space[1]}px;
    list-style: none;
    margin: 0;
    padding: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `,
  fact: css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]}px;
  `,
  icon: css`
    flex: none;
    margin-top: 0.2em;
    fill: ${theme.colors.primary};
  `,
};

function Fact({ icon, children }: { icon: FactIcon; children: ReactNode }) {
  return (
    <li css={styles.fact}>
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        css={styles.icon}
      >
        <path d={icons[icon]} />
      </svg>
      <span>{children}</span>
    </li>
  );
}

export interface EventFactsProps {
  event: CityEvent;
  /** The venue line, shown in the details only. */
  withVenue?: boolean;
}

/** City and country, en-US long date and 12-hour time (and the venue in the details). */
export function EventFacts({ event, withVenue = false }: EventFactsProps) {
  return (
    <ul css={styles.list}>
      {withVenue && event.location && <Fact icon="venue">{event.location}</Fact>}
      <Fact icon="place">
        {event.city}, {event.country}
      </Fact>
      <Fact icon="date">
        <time dateTime={event.event_date}>{formatLongDate(event.event_date)}</time>
      </Fact>
      <Fact icon="time">
        <time dateTime={event.event_time.slice(0, 5)}>{formatTime12(event.event_time)}</time>
      </Fact>
    </ul>
  );
}
