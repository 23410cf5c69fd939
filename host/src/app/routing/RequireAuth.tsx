import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@citylens/shared/router';
import { getBus, useAuth, useResumeAfterSignIn } from '@citylens/shared';
import { routes, type SignInAction } from '@citylens/shared/contracts';
import { AreaLoading } from '../remote-loading/RemoteArea';

/** The sign-in's action for a protected page: the host opens `target`, the path asked for. */
const OPEN_PAGE = 'open-page';

/**
 * Login-required routes: a spinner while auth loads, then signed-out visitors go to / (replaced).
 * A visitor who arrives signed out is offered the sign-in modal, with the page they asked for as
 * its action (ReturnToAskedPage goes there once signed in); one who logs out or deletes the
 * account here is not (they chose to leave).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const { pathname, search, hash } = useLocation();
  const asked = useRef(`${pathname}${search}${hash}`);
  const wasSignedIn = useRef(false);
  if (status === 'signed-in') wasSignedIn.current = true;
  useEffect(() => {
    if (status === 'signed-out' && !wasSignedIn.current) {
      const then: SignInAction = { app: 'host', kind: OPEN_PAGE, target: asked.current };
      getBus().sendIntent({ type: 'open-sign-in', then });
    }
  }, [status]);
  if (status === 'loading') return <AreaLoading label="Checking your session" />;
  if (status === 'signed-out') return <Navigate to={routes.home.href()} replace />;
  return <>{children}</>;
}

/** After a sign-in asked for by a protected page: that page, in place of / (where it sent them). */
export function ReturnToAskedPage() {
  const navigate = useNavigate();
  useResumeAfterSignIn(
    'host',
    (action) => action.kind === OPEN_PAGE,
    (action) => navigate(String(action.target)),
  );
  return null;
}
