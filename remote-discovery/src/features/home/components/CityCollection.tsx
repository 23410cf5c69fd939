import { css } from '@emotion/react';
import { useDeferredValue } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@citylens/shared/query';
import type { City } from '@citylens/shared';
import { ErrorState, mq, sectionTitleCss, Spinner, theme } from '@citylens/shared/ui';
import { CITY_PHOTO_RATIO_VAR, CityCard } from './CityCard';
import { GRID_TRACKS, cardWidthVw, rowFill } from '../lib/row-fill';

export interface CityCollectionProps<TKey extends QueryKey> {
  title: string;
  description: string;
  /**
   * The section's query (one of the home feature's factories). The section subscribes to it
   * itself, so its answer re-renders this section only.
   */
  query: UseQueryOptions<City[], Error, City[], TKey>;
  /** The spec's failure text for this section. */
  errorMessage: string;
  /** Columns from the tablet and from large screens. */
  columns: {
    readonly tablet: number;
    readonly wide: number;
    readonly wideAt: 'laptop' | 'desktop';
  };
}

/** One breakpoint's grid: 12 tracks, the first row's cards wider when the columns leave a hole. */
function filledRows(count: number, columns: number) {
  const { lead, leadSpan, span, leadPhotoRatio } = rowFill(count, columns);
  // `li:nth-child(n)` weighs as much as the lead rule, so a wider breakpoint's plain cards
  // override a narrower breakpoint's lead cards.
  return css`
    grid-template-columns: repeat(${GRID_TRACKS}, minmax(0, 1fr));
    & > li:nth-child(n) {
      grid-column: span ${span};
      ${CITY_PHOTO_RATIO_VAR}: 4 / 3;
    }
    ${
      lead
        ? css`
            & > li:nth-child(-n + ${lead}) {
              grid-column: span ${leadSpan};
              ${CITY_PHOTO_RATIO_VAR}: ${leadPhotoRatio.toFixed(4)};
            }
          `
        : ''
    }
  `;
}

/**
 * A titled grid of city cards with its own loading, error (Try Again) and empty states. Every
 * row is full at every width (see row-fill.ts): no card alone on the last row, no empty columns.
 */
export function CityCollection<TKey extends QueryKey>({
  title,
  description,
  query,
  errorMessage,
  columns,
}: CityCollectionProps<TKey>) {
  const { data, isPending, isError, refetch } = useQuery(query);
  // The cards render as deferred, interruptible work: the data's arrival is not one long task.
  const cities = useDeferredValue(data);
  const headingId = `${title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  const wideWidth = columns.wideAt === 'laptop' ? 1024 : 1280;
  const count = cities?.length ?? 0;
  const sizes = (index: number) =>
    `(min-width: ${wideWidth}px) ${cardWidthVw(index, count, columns.wide)}vw, (min-width: 768px) ${cardWidthVw(index, count, columns.tablet)}vw, 100vw`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={sectionTitleCss}>
        {title}
      </h2>
      <p
        css={css`
          margin: ${theme.space[1]}px 0 ${theme.space[5]}px;
          color: ${theme.colors.textMuted};
        `}
      >
        {description}
      </p>
      {isPending || (!isError && cities === undefined) ? (
        <Spinner label={`Loading ${title.toLowerCase()}…`} block />
      ) : isError ? (
        <ErrorState message={errorMessage} onRetry={() => void refetch()} />
      ) : (
        <ul
          css={css`
            list-style: none;
            padding: 0;
            display: grid;
            gap: ${theme.space[5]}px;
            grid-template-columns: 1fr;
            ${mq.tablet} {
              ${filledRows(count, columns.tablet)}
            }
            ${mq[columns.wideAt]} {
              ${filledRows(count, columns.wide)}
            }
          `}
        >
          {(cities ?? []).map((city, index) => (
            <li key={city.id}>
              <CityCard city={city} sizes={sizes(index)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
