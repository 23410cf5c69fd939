import { routeForPath } from '@citylens/shared/contracts';
import { remoteComponent } from '../remote-loading/remote-registry';

/** Start loading the current route's remote before React renders, in parallel with the shell. */
export function preloadRouteRemote(pathname: string): void {
  const owner = routeForPath(pathname)?.owner;
  if (owner?.kind === 'remote') remoteComponent(owner.remote, owner.module as never);
}
