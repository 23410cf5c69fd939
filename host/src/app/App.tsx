import { AppProviders } from '@citylens/shared/app';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { endPageHydration } from '@citylens/shared/ui';
import type { QueryClient } from '@citylens/shared/query';
import { SiteShell } from './shell/SiteShell';
import { RemoteOverlays } from './RemoteOverlays';
import { AppRoutes } from './routing/AppRoutes';

/** The whole site: providers, the shell around every page, the routes and the remote overlays. */
export function App({
  queryClient,
  Router,
}: {
  queryClient?: QueryClient;
  /** The host's server renders with a StaticRouter at the request's URL. */
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  // The root's effect runs after every component's in the hydration's commit (React runs a
  // parent's after its children's): they all find the server's pass unchanged, then it ends.
  useEffect(endPageHydration, []);
  return (
    <AppProviders queryClient={queryClient} Router={Router}>
      <SiteShell>
        <AppRoutes />
      </SiteShell>
      <RemoteOverlays />
    </AppProviders>
  );
}
