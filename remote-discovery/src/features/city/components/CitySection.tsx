import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@citylens/shared/ui';

/** A section of the city page, named by its h2 (the Discover grid, an opened category's list). */
export function CitySection({
  headingId,
  heading,
  headingSize,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  headingSize: 'xl' | 'xxl';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        margin-top: ${theme.space[6]}px;
      `}
    >
      <h2
        id={headingId}
        css={css`
          font-size: ${theme.fontSizes[headingSize]};
          margin-bottom: ${theme.space[4]}px;
        `}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
