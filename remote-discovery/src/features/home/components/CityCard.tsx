import { css } from '@emotion/react';
import { Link } from '@citylens/shared/router';
import { getBus, imageSrcSet, imageUrl, routes, type City } from '@citylens/shared';
import { ResponsiveImage, spreadLineCss, theme } from '@citylens/shared/ui';
import { LikeCityButton } from '../../../components/LikeButton';
import { CommentIcon } from '../../../components/icons';

/**
 * The photo's aspect ratio (CSS), 4 / 3 unless the grid says otherwise: a card that spans two
 * columns gets a wider photo, so its row is no taller than the others.
 */
export const CITY_PHOTO_RATIO_VAR = '--city-photo-ratio';

export interface CityCardProps {
  city: City;
  /** `sizes` for the photo, matching the grid it sits in. */
  sizes: string;
}

/** The card's comment button: asks the host to open the city's reviews. */
function CityReviewsButton({ cityName }: { cityName: string }) {
  return (
    <button
      type="button"
      aria-label={`Reviews of ${cityName}`}
      onClick={() => getBus().sendIntent({ type: 'open-reviews', cityName })}
      css={css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 40px;
        height: 40px;
        border-radius: ${theme.radii.pill};
        border: 1px solid ${theme.colors.border};
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        cursor: pointer;
        &:hover {
          border-color: ${theme.colors.primary};
          color: ${theme.colors.primary};
        }
      `}
    >
      <CommentIcon />
    </button>
  );
}

/**
 * A city: photo, name (the link to its page) and country, a like button with its count and a
 * comment button that asks the host for the city's reviews.
 */
export function CityCard({ city, sizes }: CityCardProps) {
  const photo = city.thumbnail_url ?? city.image;
  return (
    <article
      css={css`
        position: relative;
        display: flex;
        flex-direction: column;
        border-radius: ${theme.radii.lg};
        overflow: hidden;
        background: ${theme.colors.surface};
        box-shadow: ${theme.shadows.sm};
        transition: box-shadow ${theme.transitions.normal};
        &:hover {
          box-shadow: ${theme.shadows.md};
        }
        &:focus-within {
          box-shadow: ${theme.shadows.md};
        }
      `}
    >
      <ResponsiveImage
        src={imageUrl(photo, 'thumbnail')}
        srcSet={imageSrcSet(photo) || undefined}
        sizes={sizes}
        alt=""
        width={400}
        height={300}
        aspectRatio={`var(${CITY_PHOTO_RATIO_VAR}, 4 / 3)`}
      />
      <div
        css={[
          spreadLineCss[2],
          css`
            padding: ${theme.space[3]}px ${theme.space[4]}px ${theme.space[4]}px;
          `,
        ]}
      >
        <div
          css={css`
            min-width: 0;
          `}
        >
          <h3
            css={css`
              font-size: ${theme.fontSizes.lg};
            `}
          >
            <Link
              to={routes.city.href(city.name)}
              css={css`
                color: ${theme.colors.text};
                text-decoration: none;
                /* The whole card opens the city; the buttons sit above this layer. */
                &::after {
                  content: '';
                  position: absolute;
                  inset: 0;
                }
                &:hover {
                  color: ${theme.colors.primary};
                }
              `}
            >
              {city.name}
            </Link>
          </h3>
          <p
            css={css`
              color: ${theme.colors.textMuted};
              font-size: ${theme.fontSizes.sm};
            `}
          >
            {city.country}
          </p>
        </div>
        <div
          css={css`
            position: relative;
            z-index: 1;
            display: flex;
            gap: ${theme.space[2]}px;
          `}
        >
          <LikeCityButton city={city} />
          <CityReviewsButton cityName={city.name} />
        </div>
      </div>
    </article>
  );
}
