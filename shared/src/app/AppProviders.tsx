import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from '@citylens/shared/router';
import { QueryClientProvider, type QueryClient } from '@citylens/shared/query';
import { ThemeProvider } from '@citylens/shared/ui';
import { refreshPersonalQueriesOnAccountChange } from './personal-queries';
import { createQueryClient } from './query-client';

export interface AppProvidersProps {
  children: ReactNode;
  /** The page's QueryClient when it was made before the first render (the host starts requests early). */
  queryClient?: QueryClient;
}

/** Router, the one QueryClient and the theme: what the host (or a standalone remote) wraps around pages. */
export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => refreshPersonalQueriesOnAccountChange(queryClient), [queryClient]);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider withGlobalStyles>{children}</ThemeProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
