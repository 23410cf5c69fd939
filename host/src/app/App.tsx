import { AppProviders } from '@citylens/shared/app';
import { SiteShell } from './shell/SiteShell';
import { RemoteOverlays } from './RemoteOverlays';
import { AppRoutes } from './routing/AppRoutes';

/** The whole site: providers, the shell around every page, the routes and the remote overlays. */
export function App() {
  return (
    <AppProviders>
      <SiteShell>
        <AppRoutes />
      </SiteShell>
      <RemoteOverlays />
    </AppProviders>
  );
}
