import { css } from '@emotion/react';
import { cityHeroPhotos, getBus, type CityContent } from '@citylens/shared';
import { CITY_HERO_HEIGHT } from '@citylens/shared/contracts';
import { HeroSlideshow, theme } from '@citylens/shared/ui';
import { LikeCityButton, pillButtonCss } from '../../../components/LikeButton';
import { HeroTitle } from '../../../components/HeroTitle';
import { CommentIcon } from '../../../components/icons';

/** Name, country and formatted location over the city's rotating photos, with like and reviews. */
export function CityHeader({ city }: { city: CityContent }) {
  const photos = cityHeroPhotos(city);
  const location = [city.country_part, city.location].filter(Boolean).join(' · ');
  return (
    <HeroSlideshow
      label={`Photos of ${city.name}`}
      height={CITY_HERO_HEIGHT}
      slides={photos.map((photo, i) => ({
        key: photo,
        image: photo,
        alt: `${city.name}, photo ${i + 1}`,
      }))}
    >
      <HeroTitle eyebrow={city.country} title={city.name} />
      {location && <p>{location}</p>}
      <div
        css={css`
          display: flex;
          gap: ${theme.space[2]}px;
        `}
      >
        <LikeCityButton city={city} tone="dark" />
        <button
          type="button"
          onClick={() => getBus().sendIntent({ type: 'open-reviews', cityName: city.name })}
          css={[
            pillButtonCss('dark'),
            css`
              gap: ${theme.space[2]}px;
              padding: 0 ${theme.space[4]}px;
            `,
          ]}
        >
          <CommentIcon /> Reviews
        </button>
      </div>
    </HeroSlideshow>
  );
}
