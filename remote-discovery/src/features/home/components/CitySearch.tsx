import { css } from '@emotion/react';
import { useState } from 'react';
import { useQuery } from '@citylens/shared/query';
import { useNavigate, useSearchParams } from '@citylens/shared/router';
import { citySearchQuery, routes, type City } from '@citylens/shared';
import { SearchCombobox, theme } from '@citylens/shared/ui';

/** "No cities found" for the term, with the spec's hint. */
function NoCitiesFound() {
  return (
    <div
      css={css`
        padding: ${theme.space[2]}px 0;
        text-align: left;
      `}
    >
      <p
        css={css`
          font-weight: 700;
        `}
      >
        No cities found
      </p>
      <p
        css={css`
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.sm};
        `}
      >
        Try searching for a different city or experience.
      </p>
    </div>
  );
}

/**
 * The hero's city search: suggestions from the API; a chosen city opens its page. A term in the
 * URL (`/?search=paris`) starts the search, so a search can be linked to.
 */
export function CitySearch() {
  const [params] = useSearchParams();
  const [initialInput] = useState(() => params.get('search') ?? '');
  const [term, setTerm] = useState<string | null>(null);
  const navigate = useNavigate();
  const search = useQuery({ ...citySearchQuery(term ?? ''), enabled: term !== null });
  return (
    <SearchCombobox<City>
      label="Search cities"
      placeholder="Search Cities"
      initialInput={initialInput}
      onTermChange={setTerm}
      results={term === null ? undefined : search.data}
      loading={term !== null && search.isFetching}
      error={search.isError ? 'Failed to search cities' : null}
      emptyMessage={<NoCitiesFound />}
      getKey={(city) => city.id}
      getLabel={(city) => city.name}
      renderItem={(city) => (
        <span>
          <strong>{city.name}</strong>
          <span
            css={css`
              color: ${theme.colors.textMuted};
            `}
          >
            {' '}
            · {city.country}
          </span>
        </span>
      )}
      onSelect={(city) => navigate(routes.city.href(city.name))}
      css={css`
        width: 100%;
        max-width: 560px;
      `}
    />
  );
}
