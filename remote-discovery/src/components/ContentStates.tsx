import { routes } from '@citylens/shared';
import { ButtonLink, EmptyState, PageContainer } from '@citylens/shared/ui';

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
        action={<ButtonLink to={routes.home.href()}>Search cities</ButtonLink>}
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
      action={<ButtonLink to={routes.city.href(cityName)}>Back to {cityName}</ButtonLink>}
    />
  );
}
