import { css } from '@emotion/react';
import { Link } from '@citylens/shared/router';
import { routes } from '@citylens/shared';
import { EmptyState, theme } from '@citylens/shared/ui';

/** An empty sub-page: the spec's title and line, and a way back to the city. */
export function EmptyCityContent({
  title,
  description,
  cityName,
}: {
  title: string;
  description?: string;
  cityName: string;
}) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Link
          to={routes.city.href(cityName)}
          css={css`
            display: inline-flex;
            align-items: center;
            min-height: 44px;
            padding: 0 ${theme.space[5]}px;
            border-radius: ${theme.radii.md};
            background: ${theme.colors.primary};
            color: ${theme.colors.textInverse};
            font-weight: 600;
            text-decoration: none;
          `}
        >
          Back to {cityName}
        </Link>
      }
    />
  );
}
