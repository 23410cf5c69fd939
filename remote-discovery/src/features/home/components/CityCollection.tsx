import { css } from '@emotion/react';
import { useDeferredValue } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@citylens/shared/query';
import type { City } from '@citylens/shared';
import { ErrorState, Spinner, mq, theme } from '@citylens/shared/ui';
import { CityCard } from './CityCard';

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

/** A titled grid of city cards with its own loading, error (Try Again) and empty states. */
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
  const sizes = `(min-width: ${wideWidth}px) ${Math.round(100 / columns.wide)}vw, (min-width: 768px) ${Math.round(100 / columns.tablet)}vw, 100vw`;
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        css={css`
          font-size: ${theme.fontSizes.xxl};
        `}
      >
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
              grid-template-columns: repeat(${columns.tablet}, minmax(0, 1fr));
            }
            ${mq[columns.wideAt]} {
              grid-template-columns: repeat(${columns.wide}, minmax(0, 1fr));
            }
          `}
        >
          {(cities ?? []).map((city) => (
            <li key={city.id}>
              <CityCard city={city} sizes={sizes} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
