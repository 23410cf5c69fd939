import { useState, type ReactNode } from 'react';
import { BrowserRouter } from '@citylens/shared/router';
import { QueryClientProvider } from '@citylens/shared/query';
import { ThemeProvider } from '@citylens/shared/ui';
import { createQueryClient } from './query-client';

/** Router, the one QueryClient and the theme: what the host (or a standalone remote) wraps around pages. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider withGlobalStyles>{children}</ThemeProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
