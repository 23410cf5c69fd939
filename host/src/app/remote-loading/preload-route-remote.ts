import { matchPath } from '@citylens/shared/router';
import { routes, type RouteDef } from '@citylens/shared/contracts';
import { remoteComponent } from './remote-registry';

/** The route of the spec's table that a path opens, if any. */
export function routeAt(pathname: string): RouteDef<never[]> | undefined {
  return Object.values(routes).find((route) => matchPath(route.path, pathname)) as
    RouteDef<never[]> | undefined;
}

/** Start loading the current route's remote before React renders, in parallel with the shell. */
export function preloadRouteRemote(pathname: string): void {
  const owner = routeAt(pathname)?.owner;
  if (owner?.kind === 'remote') remoteComponent(owner.remote, owner.module as never);
}
