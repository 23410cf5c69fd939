import { useState } from 'react';
import { useSearchParams } from '@citylens/shared/router';
import { useQuery } from '@citylens/shared/query';
import { routes } from '@citylens/shared/contracts';
import { citySearchQuery, type City } from '@citylens/shared';
import {
  Breadcrumb,
  EmptyState,
  PageContainer,
  PageHeading,
  SearchCombobox,
  sectionTitleCss,
  stackCss,
} from '@citylens/shared/ui';
import { panelCss } from '../../../components/panel-styles';
import { CityReviewsPanel } from './CityReviewsPanel';

/** /reviews: pick a city (kept in ?city=), read its reviews and write yours. */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const cityName = params.get('city')?.trim() || null;
  const [term, setTerm] = useState<string | null>(null);
  const search = useQuery({ ...citySearchQuery(term ?? ''), enabled: term !== null });

  return (
    <PageContainer narrow>
      <Breadcrumb items={[{ label: 'Home', href: routes.home.href() }, { label: 'Reviews' }]} />
      <PageHeading
        title="City Reviews"
        subtitle="Find a city, read what travellers say and share your own experience."
      />
      <div css={stackCss[6]}>
        <SearchCombobox<City>
          label="Search cities to review"
          placeholder="Search Cities"
          onTermChange={setTerm}
          results={term === null ? undefined : search.data}
          loading={search.isFetching}
          error={search.isError ? 'Failed to search cities' : null}
          emptyMessage="No cities found"
          getKey={(city) => city.id}
          getLabel={(city) => city.name}
          renderItem={(city) => (
            <span>
              <strong>{city.name}</strong>
              {city.country ? `, ${city.country}` : ''}
            </span>
          )}
          onSelect={(city) => setParams({ city: city.name })}
        />
        {cityName ? (
          <section aria-labelledby="city-reviews-heading" css={panelCss}>
            <h2 id="city-reviews-heading" css={sectionTitleCss}>
              {cityName}
            </h2>
            <CityReviewsPanel key={cityName} cityName={cityName} variant="page" headingLevel={3} />
          </section>
        ) : (
          <EmptyState
            title="Select a City"
            description="Search for a city above to read its reviews and write your own."
          />
        )}
      </div>
    </PageContainer>
  );
}
