import { AppProviders } from '@citylens/shared/app';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { pressAgainAfterHydration } from '@citylens/shared/ui';
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
  return (
    <AppProviders queryClient={queryClient} Router={Router}>
      <SiteShell>
        <AppRoutes />
      </SiteShell>
      <RemoteOverlays />
      <ShellHydrated />
    </AppProviders>
  );
}

/** Renders nothing; its effect runs once the shell has hydrated: its controls pressed before then are pressed again. */
function ShellHydrated() {
  useEffect(() => pressAgainAfterHydration(null), []);
  return null;
}
