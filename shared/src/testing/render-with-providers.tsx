import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@citylens/shared/router';
import { QueryClient, QueryClientProvider } from '@citylens/shared/query';
import { ThemeProvider } from '@citylens/shared/ui';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at (default "/"). */
  route?: string;
  /** A route pattern (e.g. "/city/:cityName") so the page can read its params. */
  path?: string;
  /** Reuse a client (e.g. to seed or inspect the cache); default a fresh one without retries. */
  queryClient?: QueryClient;
  /** Options for userEvent.setup (pass `advanceTimers` with fake timers). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/** A QueryClient for tests: no retries, so a failed call shows its error at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/** The providers the host puts around every page (router, the one QueryClient, the theme). */
export function TestProviders({
  route = '/',
  path,
  queryClient,
  children,
}: {
  route?: string;
  path?: string;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          ) : (
            children
          )}
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

/**
 * Renders a component the way the host does (router, the one QueryClient, the theme). Every
 * component test in every app renders through this.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    queryClient = createTestQueryClient(),
    userEventOptions,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders route={route} path={path} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  const user = userEvent.setup(userEventOptions);
  return { ...render(ui, { wrapper: Wrapper, ...options }), queryClient, user };
}
