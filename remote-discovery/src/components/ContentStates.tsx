import { css } from '@emotion/react';
import { Link } from '@citylens/shared/router';
import { routes } from '@citylens/shared';
import { EmptyState, PageContainer, theme } from '@citylens/shared/ui';

const actionLinkCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space[5]}px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.textInverse};
  font-weight: 600;
  text-decoration: none;
`;

/**
 * A city the API does not know (a mistyped or old link): the city page and all five sub-pages
 * say so the same way, with a way back to the search, instead of an empty or failed section.
 */
export function CityNotFound({ cityName }: { cityName: string }) {
  return (
    <PageContainer>
      <EmptyState
        title="City not found"
        description={`There is no city called “${cityName}” on CityLens. Check the spelling, or search for another city.`}
        action={
          <Link to={routes.home.href()} css={actionLinkCss}>
            Search cities
          </Link>
        }
      />
    </PageContainer>
  );
}

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
        <Link to={routes.city.href(cityName)} css={actionLinkCss}>
          Back to {cityName}
        </Link>
      }
    />
  );
}
