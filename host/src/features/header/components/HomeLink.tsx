import { css } from '@emotion/react';
import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { mqMax, theme } from '@citylens/shared/ui';
import { LogoMark } from './icons';

/** The CityLens mark and name, linking home. */
export function HomeLink({ onCityPage }: { onCityPage: boolean }) {
  return (
    <Link
      to={routes.home.href()}
      aria-label="CityLens home"
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${theme.space[2]}px;
        color: inherit;
        text-decoration: none;
        font-family: ${theme.fonts.heading};
        font-size: ${theme.fontSizes.xl};
        font-weight: 700;
        & > svg {
          flex-shrink: 0;
        }
      `}
    >
      <LogoMark />
      <span
        aria-hidden="true"
        // On a phone's city page Back takes the room: the mark alone says CityLens.
        css={
          onCityPage &&
          css`
            ${mqMax.mobile} {
              display: none;
            }
          `
        }
      >
        CityLens
      </span>
    </Link>
  );
}
