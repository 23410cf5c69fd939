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
  /** Enter or the search button: filter the grid by the typed term. */
  onSubmitTerm: (term: string) => void;
}

/**
 * The hero's search box: suggestions by city (and name, country, category, venue). Its results replace the grid below as the visitor types, so Enter
 * without a highlighted suggestion filters the grid by the typed term (rather than opening the
 * first event), and "No events found" is said once, by the grid.
 */
export function EventSearch({
  onTermChange,
  results,
  loading,
  failed,
  onSelect,
  onSubmitTerm,
}: EventSearchProps) {
  return (
    <SearchCombobox<CityEvent>
      label={eventsTexts.searchLabel}
      placeholder={eventsTexts.searchPlaceholder}
      onTermChange={onTermChange}
      results={results}
      loading={loading}
      error={failed ? eventsTexts.searchError : null}
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
      onSubmitTerm={onSubmitTerm}
    />
  );
}
