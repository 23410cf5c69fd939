import { QueryClient } from '@citylens/shared/query';

/** The page's one QueryClient (the host's; remotes use it through the shared react-query). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
