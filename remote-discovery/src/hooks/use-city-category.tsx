import type { ReactElement } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@citylens/shared/query';
import { ErrorState, Spinner } from '@citylens/shared/ui';
import { EmptyCityContent } from '../components/ContentStates';

export interface CityCategoryOptions<Data, Item, Key extends QueryKey> {
  /** The read the page lists from (`cityContentQuery`, or its own). */
  query: UseQueryOptions<Data, Error, Data, Key>;
  /** The items the page lists, picked from the read's answer. */
  items: (data: Data) => Item[];
  /** What the page lists, as in "Loading food items…" and "Failed to load food items.". */
  noun: string;
  /** The empty state's title ("No Food Items Yet"). */
  emptyTitle: string;
  /** The empty state's line, on the pages that have one. */
  emptyDescription?: (data: Data) => string;
}

export type CityCategory<Data, Item> =
  | { placeholder: ReactElement; data?: undefined; items?: undefined }
  | { placeholder?: undefined; data: Data; items: Item[] };

/**
 * A city sub-page's list, or what stands in for it: the spinner while it loads, the error with a
 * retry, or the empty state with a way back to the city. Every sub-page says these alike.
 */
export function useCityCategory<Data, Item, Key extends QueryKey>(
  cityName: string,
  { query, items, noun, emptyTitle, emptyDescription }: CityCategoryOptions<Data, Item, Key>,
): CityCategory<Data, Item> {
  const { data, isPending, isError, refetch } = useQuery(query);
  if (isPending) return { placeholder: <Spinner label={`Loading ${noun}…`} block /> };
  if (isError) {
    return {
      placeholder: (
        <ErrorState
          message={`Failed to load ${noun}. Please try again later.`}
          onRetry={() => void refetch()}
        />
      ),
    };
  }
  const list = items(data);
  if (list.length === 0) {
    return {
      placeholder: (
        <EmptyCityContent
          title={emptyTitle}
          description={emptyDescription?.(data)}
          cityName={cityName}
        />
      ),
    };
  }
  return { data, items: list };
}
