import { css } from '@emotion/react';
import { formatLongDate, type CityEvent } from '@citylens/shared';
import { SearchCombobox, theme } from '@citylens/shared/ui';
import { eventsTexts } from '../lib/texts';

export interface EventSearchProps {
  onTermChange: (term: string | null) => void;
  results: readonly CityEvent[] | undefined;
  loading: boolean;
  failed: boolean;
  onSelect: (event: CityEvent) => void;
}

/** The hero's search box: suggestions by city (and name, country, category, venue). */
export function EventSearch({
  onTermChange,
  results,
  loading,
  failed,
  onSelect,
}: EventSearchProps) {
  return (
    <SearchCombobox<CityEvent>
      label={eventsTexts.searchLabel}
      placeholder={eventsTexts.searchPlaceholder}
      onTermChange={onTermChange}
      results={results}
      loading={loading}
      error={failed ? eventsTexts.searchError : null}
      emptyMessage={
        <>
          <strong
            css={css`
              display: block;
              color: ${theme.colors.text};
            `}
          >
            {eventsTexts.searchEmpty}
          </strong>
          {eventsTexts.searchEmptyHint}
        </>
      }
      getKey={(event) => event.id}
      getLabel={(event) => event.name}
      renderItem={(event) => (
        <span
          css={css`
            display: grid;
            gap: 2px;
          `}
        >
          <span
            css={css`
              font-weight: 600;
            `}
          >
            {event.name}
          </span>
          <span
            css={css`
              font-size: ${theme.fontSizes.sm};
              color: ${theme.colors.textMuted};
            `}
          >
            {event.city}, {event.country} · {formatLongDate(event.event_date)}
          </span>
        </span>
      )}
      onSelect={onSelect}
    />
  );
}
