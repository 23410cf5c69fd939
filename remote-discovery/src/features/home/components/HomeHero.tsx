import { css } from '@emotion/react';
import { useRandomCityPhotos } from '@citylens/shared';
import { HeroSlideshow, theme } from '@citylens/shared/ui';
import { CitySearch } from './CitySearch';

/** The front door: rotating random city photos, the tagline and the city search. */
export function HomeHero() {
  const { slides } = useRandomCityPhotos();
  return (
    <HeroSlideshow slides={slides} label="City photos">
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
  );
}
