/**
 * React Query, as one small shared singleton: one QueryClient for the whole page (the host's),
 * and only the parts CityLens uses reach the browser.
 */
export {
  QueryClient,
  QueryClientProvider,
  QueryClientContext,
  useQuery,
  useQueries,
  useMutation,
  useQueryClient,
  useIsFetching,
  queryOptions,
  keepPreviousData,
} from '@tanstack/react-query';
export type {
  UseQueryResult,
  UseQueryOptions,
  UseMutationResult,
  QueryKey,
} from '@tanstack/react-query';
