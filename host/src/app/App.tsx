import { AppProviders } from '@citylens/shared/app';
import type { QueryClient } from '@citylens/shared/query';
import { SiteShell } from './shell/SiteShell';
import { RemoteOverlays } from './RemoteOverlays';
import { AppRoutes } from './routing/AppRoutes';

/** The whole site: providers, the shell around every page, the routes and the remote overlays. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <SiteShell>
        <AppRoutes />
      </SiteShell>
      <RemoteOverlays />
    </AppProviders>
  );
}
