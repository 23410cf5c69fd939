import { useState } from 'react';
import { Navigate, Route, Routes } from '@citylens/shared/router';
import { routes, type RouteDef, type RouteOwner } from '@citylens/shared/contracts';
import { hostPages } from '../host-pages';
import { RemoteArea } from '../remote-loading/RemoteArea';
import { DocumentHead } from './DocumentHead';
import { HostPageArea } from './HostPageArea';
import { RequireAuth, ReturnToAskedPage } from './RequireAuth';
import { RouteAnnouncer } from './RouteAnnouncer';
import { useOfflineWorkerOnNextPage } from '../../features/offline/hooks/use-offline-worker-on-next-page';

function OwnerElement({ owner }: { owner: RouteOwner }) {
  if (owner.kind === 'host') {
    return <HostPageArea page={owner.page} Page={hostPages[owner.page]} />;
  }
  // Keyed so that moving between two routes of one remote remounts cleanly.
  // The owner union pairs each remote with its own modules; TS can't follow that pairing through JSX.
  return (
    <RemoteArea
      key={`${owner.remote}/${owner.module}`}
      remote={owner.remote}
      module={owner.module as never}
    />
  );
}

function routeElement(route: RouteDef<never[]>) {
  const element = <OwnerElement owner={route.owner} />;
  return route.auth ? <RequireAuth>{element}</RequireAuth> : element;
}

/** The spec's route table, built from the contract; any other path goes to /. */
export function AppRoutes() {
  useOfflineWorkerOnNextPage();
  const [pageTitle, setPageTitle] = useState('');
  return (
    <>
      <Routes>
        {Object.entries(routes).map(([name, route]) => (
          <Route key={name} path={route.path} element={routeElement(route as RouteDef<never[]>)} />
        ))}
        <Route path="*" element={<Navigate to={routes.home.href()} replace />} />
      </Routes>
      <DocumentHead onPageTitled={setPageTitle} />
      <RouteAnnouncer message={pageTitle} />
      <ReturnToAskedPage />
    </>
  );
}
