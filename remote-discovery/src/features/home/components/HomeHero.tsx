import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useRandomCityPhotos } from '@citylens/shared';
import { HOME_HERO_HEIGHT } from '@citylens/shared/contracts';
import { HeroSlideshow, theme } from '@citylens/shared/ui';
import { useHeroSettled } from '../../../hooks/use-hero-settled';
import { CitySearch } from './CitySearch';

/**
 * The front door: rotating random city photos, the tagline and the city search. `onSettled`
 * fires once its first photo has loaded (or could not), so the page can load the rest.
 */
export function HomeHero({ onSettled }: { onSettled: () => void }) {
  const { slides, isError } = useRandomCityPhotos();
  const ref = useRef<HTMLDivElement>(null);
  const settled = useHeroSettled(ref, slides.length > 0 || isError);
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return (
    <div ref={ref}>
      <HeroSlideshow slides={slides} label="City photos" height={HOME_HERO_HEIGHT}>
        <h1
          css={css`
            font-size: ${theme.fontSizes.display};
            max-width: 20ch;
            text-shadow: 0 2px 12px rgba(0, 0, 0, 0.45);
          `}
        >
          Experience different cultures through their food, lifestyle and festivals.
        </h1>
        <CitySearch />
      </HeroSlideshow>
    </div>
  );
}
