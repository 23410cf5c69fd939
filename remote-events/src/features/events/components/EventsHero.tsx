import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useRandomCityPhotos } from '@citylens/shared';
import { EVENTS_HERO_HEIGHT } from '@citylens/shared/contracts';
import { HeroSlideshow, theme } from '@citylens/shared/ui';
import { eventsTexts } from '../lib/texts';

/** Five random city photos (re-fetched every 30 s) rotating behind the title and the search. */
export function EventsHero({ children }: { children: ReactNode }) {
  const { slides } = useRandomCityPhotos();
  return (
    <HeroSlideshow slides={slides} label="City photos" height={EVENTS_HERO_HEIGHT}>
      <h1
        css={css`
          font-size: ${theme.fontSizes.display};
          color: ${theme.colors.textInverse};
          text-shadow: 0 2px 12px rgba(0, 0, 0, 0.45);
        `}
      >
        {eventsTexts.heroTitle}
      </h1>
      {children}
    </HeroSlideshow>
  );
}
