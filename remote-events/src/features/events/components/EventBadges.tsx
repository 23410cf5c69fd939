import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { daysUntilLabel, useServerPass } from '@citylens/shared';
import { eventMark } from '@citylens/shared/contracts';
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

function Badge({
  tone,
  shownWhen,
  children,
}: {
  tone: SerializedStyles;
  /** Shown only where `<html>` has this mark (`eventMark`), which the page's first script sets. */
  shownWhen?: string;
  children: ReactNode;
}) {
  return <li css={[badgeCss, tone, shownWhen && onlyUnder(shownWhen)]}>{children}</li>;
}

const onlyUnder = (mark: string) => css`
  html:not(${mark}) & {
    display: none !important;
  }
`;

export interface EventBadgesProps {
  eventId: number;
  eventDate: string;
  booked: boolean;
  /** The visitor's clock; the countdown counts calendar days in their time zone. */
  now?: Date;
}

/**
 * "Today!", "Tomorrow" or "N days away" (none for past events), and "Booked". On the server's pass
 * (one page for every visitor) "Booked" is in the page, shown where the page's first script marked
 * the event booked for this visitor.
 */
export function EventBadges({ eventId, eventDate, booked, now = new Date() }: EventBadgesProps) {
  const countdown = daysUntilLabel(eventDate, now);
  const bookedMark = useServerPass() && !booked ? eventMark('booked', eventId) : null;
  if (!countdown && !booked && !bookedMark) return null;
  return (
    <ul
      aria-label="Event status"
      css={[rowCss[2], plainListCss, !countdown && bookedMark && onlyUnder(bookedMark)]}
    >
      {countdown && <Badge tone={countdownToneCss}>{countdown}</Badge>}
      {(booked || bookedMark) && (
        <Badge tone={bookedToneCss} shownWhen={bookedMark ?? undefined}>
          {eventsTexts.booked}
        </Badge>
      )}
    </ul>
  );
}
