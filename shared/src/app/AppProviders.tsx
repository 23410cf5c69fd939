import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from '@citylens/shared/router';
import { QueryClientProvider, type QueryClient } from '@citylens/shared/query';
import { ThemeProvider } from '@citylens/shared/ui';
import { refreshPersonalQueriesOnAccountChange } from './personal-queries';
import { createQueryClient } from './query-client';

export interface AppProvidersProps {
  children: ReactNode;
  /** The page's QueryClient when it was made before the first render (the host starts requests early). */
  queryClient?: QueryClient;
  /** The router; the browser's by default (the host's server renders with a StaticRouter). */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** Router, the one QueryClient and the theme: what the host (or a standalone remote) wraps around pages. */
export function AppProviders({
  children,
  queryClient: given,
  Router = BrowserRouter,
}: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => refreshPersonalQueriesOnAccountChange(queryClient), [queryClient]);
  return (
    <Router>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider withGlobalStyles>{children}</ThemeProvider>
      </QueryClientProvider>
    </Router>
  );
}
