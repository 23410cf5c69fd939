import { useEffect, type ReactNode } from 'react';
import { Navigate } from '@citylens/shared/router';
import { getBus, useAuth } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { AreaLoading } from '../remote-loading/RemoteArea';

/** Login-required routes: a spinner while auth loads, then signed-out visitors go to / (replaced). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  useEffect(() => {
    if (status === 'signed-out') getBus().sendIntent({ type: 'open-sign-in' });
  }, [status]);
  if (status === 'loading') return <AreaLoading label="Checking your session" />;
  if (status === 'signed-out') return <Navigate to={routes.home.href()} replace />;
  return <>{children}</>;
}
