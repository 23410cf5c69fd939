import { matchPath } from '@citylens/shared/router';
import { routes } from '@citylens/shared/contracts';
import { remoteComponent } from './remote-registry';

/** Start loading the current route's remote before React renders, in parallel with the shell. */
export function preloadRouteRemote(pathname: string): void {
  for (const route of Object.values(routes)) {
    if (route.owner.kind !== 'remote' || !matchPath(route.path, pathname)) continue;
    remoteComponent(route.owner.remote, route.owner.module as never);
    return;
  }
}
