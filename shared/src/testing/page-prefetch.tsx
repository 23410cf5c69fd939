import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PagePrefetch } from '../contracts/remotes';
import { isQueryEnabled } from '../query-enabled';
import { createTestQueryClient, TestProviders } from './render-with-providers';

/**
 * The queries a page's server render asks for that its `prefetch` did not: what the host's
 * server would have to ask the API for and render the page again. Runs the prefetch for `route`,
 * waits for its answers, renders the page to a string as the server does, and lists (by query
 * key) every enabled query the render added to the cache. A whole prefetch gives [].
 */
export async function askedBeyondPrefetch(
  page: ReactElement,
  prefetch: PagePrefetch,
  { route, path }: { route: string; path?: string },
): Promise<string[]> {
  const queryClient = createTestQueryClient();
  const { pathname, search } = new URL(route, 'http://citylens.test');
  await prefetch(queryClient, { pathname, search });
  const prefetched = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryHash),
  );
  renderToString(
    <TestProviders route={route} path={path} queryClient={queryClient}>
      {page}
    </TestProviders>,
  );
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => !prefetched.has(query.queryHash) && isQueryEnabled(query))
    .map((query) => query.queryHash);
}
