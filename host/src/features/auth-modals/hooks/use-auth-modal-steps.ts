import { useCallback, useEffect, useRef } from 'react';
import { getBus } from '@citylens/shared';
import {
  REGISTRATION_CLOSE_MS,
  SIGN_IN_AFTER_REGISTRATION_MS,
  SIGN_IN_CLOSE_MS,
} from '../lib/auth-timings';

type AuthIntent = 'open-sign-in' | 'open-create-account' | 'open-reset-password';

/**
 * How the auth modals move on, through the bus: closing, switching from one to another, and the
 * timed steps after signing in or creating an account (cancelled by a close or a switch).
 */
export function useAuthModalSteps() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);
  const schedule = (fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  };
  useEffect(() => clearTimers, [clearTimers]);

  const bus = getBus();
  const close = () => {
    clearTimers();
    bus.closeOverlay();
  };
  // A timed close is for the modal that scheduled it: if a remote opened another overlay
  // (reviews, cart) in the meantime, that one stays.
  const closeIfShowing = (kind: 'sign-in' | 'create-account') => {
    if (bus.overlay.getValue().kind === kind) bus.closeOverlay();
  };
  // User-driven switches cancel any pending automatic step.
  const switchTo = (type: AuthIntent) => () => {
    clearTimers();
    bus.sendIntent({ type });
  };

  const afterSignIn = () => {
    // Signed in to act from an overlay Sign In replaced (a review in the reviews modal):
    // that overlay comes back, where its app carries the action out.
    const reopen = bus.signInAction.getValue()?.action.reopen;
    schedule(() => {
      if (reopen && bus.overlay.getValue().kind === 'sign-in') bus.sendIntent(reopen);
      else closeIfShowing('sign-in');
    }, SIGN_IN_CLOSE_MS);
  };

  const afterAccountCreated = () => {
    // What the visitor was signing in for still waits for the sign-in that follows.
    const then = bus.signInAction.getValue()?.action;
    schedule(() => closeIfShowing('create-account'), REGISTRATION_CLOSE_MS);
    schedule(() => {
      // Only into an empty screen: never replace something opened meanwhile.
      if (bus.overlay.getValue().kind === 'none')
        bus.sendIntent({ type: 'open-sign-in', ...(then ? { then } : {}) });
    }, REGISTRATION_CLOSE_MS + SIGN_IN_AFTER_REGISTRATION_MS);
  };

  return { close, switchTo, afterSignIn, afterAccountCreated };
}
