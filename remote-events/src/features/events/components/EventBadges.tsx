import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { daysUntilLabel } from '@citylens/shared';
import { plainListCss, theme, rowCss } from '@citylens/shared/ui';
import { eventsTexts } from '../lib/texts';

const badgeCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 0 ${theme.space[3]}px;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`;

const countdownToneCss = css`
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primaryHover};
`;

const bookedToneCss = css`
  background: ${theme.colors.accent};
  color: ${theme.colors.textInverse};
`;

function Badge({ tone, children }: { tone: SerializedStyles; children: ReactNode }) {
  return <li css={[badgeCss, tone]}>{children}</li>;
}

export interface EventBadgesProps {
  eventDate: string;
  booked: boolean;
  /** The visitor's clock; the countdown counts calendar days in their time zone. */
  now?: Date;
}

/** "Today!", "Tomorrow" or "N days away" (none for past events), and "Booked". */
export function EventBadges({ eventDate, booked, now = new Date() }: EventBadgesProps) {
  const countdown = daysUntilLabel(eventDate, now);
  if (!countdown && !booked) return null;
  return (
    <ul aria-label="Event status" css={[rowCss[2], plainListCss]}>
      {countdown && <Badge tone={countdownToneCss}>{countdown}</Badge>}
      {booked && <Badge tone={bookedToneCss}>{eventsTexts.booked}</Badge>}
    </ul>
  );
}
