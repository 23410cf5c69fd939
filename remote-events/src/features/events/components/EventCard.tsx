import { css } from '@emotion/react';
import { memo } from 'react';
import { imageSrcSet, imageUrl, type CityEvent } from '@citylens/shared';
import { ResponsiveImage, theme } from '@citylens/shared/ui';
import { routes } from '@citylens/shared/contracts';
import { EventFacts } from './EventFacts';

export interface EventCardProps {
  event: CityEvent;
  onOpen: (id: number) => void;
}

// Module-level styles: serialised once for the whole grid, not once per card and render.
const styles = {
  card: css`
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    transition:
      box-shadow ${theme.transitions.normal},
      transform ${theme.transitions.normal};
    &:hover {
      box-shadow: ${theme.shadows.md};
      transform: translateY(-2px);
    }
    &:focus-within {
      box-shadow: ${theme.shadows.md};
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
      &:hover {
        transform: none;
      }
    }
  `,
  body: css`
    display: grid;
    gap: ${theme.space[2]}px;
    padding: ${theme.space[4]}px;
  `,
  title: css`
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
  `,
  open: css`
    all: unset;
    cursor: pointer;
    /* The whole card is the link's target. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
      border-radius: ${theme.radii.lg};
    }
  `,
};

/**
 * A card of the grid; the whole card opens the details (one link, the event's name). The link is
 * the event's deep link, so a crawler follows it and a visitor can open it in a new tab or copy it;
 * a plain click opens the details in the page.
 */
export const EventCard = memo(function EventCard({ event, onOpen }: EventCardProps) {
  return (
    <article css={styles.card}>
      <ResponsiveImage
        src={imageUrl(event.thumbnail_url, 'thumbnail')}
        srcSet={imageSrcSet(event.thumbnail_url) || undefined}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        alt=""
        aspectRatio="4 / 3"
      />
      <div css={styles.body}>
        <h3 css={styles.title}>
          <a
            href={`${routes.events.href()}?event=${event.id}`}
            onClick={(click) => {
              // A new tab or window (modifier keys, middle button) is the browser's to open.
              if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey) return;
              click.preventDefault();
              onOpen(event.id);
            }}
            css={styles.open}
          >
            {event.name}
          </a>
        </h3>
        <EventFacts event={event} />
      </div>
    </article>
  );
});
