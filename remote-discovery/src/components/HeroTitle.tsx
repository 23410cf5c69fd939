import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';

/**
 * The words over a city's hero photos: a small uppercase line (the country, or the sub-page's
 * section) over the city's name, the page's h1.
 */
export function HeroTitle({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <>
      <p
        css={css`
          text-transform: uppercase;
          letter-spacing: 0.12em;
          font-weight: 700;
          font-size: ${theme.fontSizes.sm};
        `}
      >
        {eyebrow}
      </p>
      <h1
        css={css`
          font-size: ${theme.fontSizes.display};
          text-shadow: 0 2px 12px rgba(0, 0, 0, 0.45);
        `}
      >
        {title}
      </h1>
    </>
  );
}
