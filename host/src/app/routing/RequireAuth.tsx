import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from '@citylens/shared/router';
import { getBus, useAuth } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { AreaLoading } from '../remote-loading/RemoteArea';

/**
 * Login-required routes: a spinner while auth loads, then signed-out visitors go to / (replaced).
 * A visitor who arrives signed out is offered the sign-in modal; one who logs out or deletes the
 * account here is not (they chose to leave).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const wasSignedIn = useRef(false);
  if (status === 'signed-in') wasSignedIn.current = true;
  useEffect(() => {
    if (status === 'signed-out' && !wasSignedIn.current) {
      getBus().sendIntent({ type: 'open-sign-in' });
    }
  }, [status]);
  if (status === 'loading') return <AreaLoading label="Checking your session" />;
  if (status === 'signed-out') return <Navigate to={routes.home.href()} replace />;
  return <>{children}</>;
}
