import { useCallback, useEffect, useRef, useState } from 'react';
import { getBus, useOverlay } from '@citylens/shared';
import { Modal } from '@citylens/shared/ui';
import { SignInForm } from '@citylens/shared/app';
import {
  REGISTRATION_CLOSE_MS,
  SIGN_IN_AFTER_REGISTRATION_MS,
  SIGN_IN_CLOSE_MS,
} from '../lib/auth-timings';
import { CreateAccountForm } from './CreateAccountForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * Sign In, Create Account and Reset Password, shown from the bus overlay state so any remote can
 * open them (`sendIntent({ type: 'open-sign-in' })`). Closing goes through `closeOverlay()`.
 */
export default function AuthModals() {
  const overlay = useOverlay();
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);
  const schedule = (fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  };
  useEffect(() => clearTimers, [clearTimers]);

  // A fresh Reset Password modal starts at the email step.
  useEffect(() => {
    if (overlay.kind !== 'reset-password') setResetSentTo(null);
  }, [overlay.kind]);

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
  const switchTo = (type: 'open-sign-in' | 'open-create-account' | 'open-reset-password') => () => {
    clearTimers();
    bus.sendIntent({ type });
  };

  switch (overlay.kind) {
    case 'sign-in':
      return (
        <Modal
          key="sign-in"
          open
          onClose={close}
          title="Welcome Back"
          closeLabel="Close sign in"
          size="sm"
        >
          <SignInForm
            onSuccess={() => {
              // Signed in to act from an overlay Sign In replaced (a review in the reviews modal):
              // that overlay comes back, where its app carries the action out.
              const reopen = bus.signInAction.getValue()?.action.reopen;
              schedule(() => {
                if (reopen && bus.overlay.getValue().kind === 'sign-in') bus.sendIntent(reopen);
                else closeIfShowing('sign-in');
              }, SIGN_IN_CLOSE_MS);
            }}
            onForgotPassword={switchTo('open-reset-password')}
            onCreateAccount={switchTo('open-create-account')}
          />
        </Modal>
      );
    case 'create-account':
      return (
        <Modal
          key="create-account"
          open
          onClose={close}
          title="Create Account"
          description="Join CityLens to like cities, write reviews and share your photos."
          closeLabel="Close create account"
          size="sm"
        >
          <CreateAccountForm
            onSuccess={() => {
              // What the visitor was signing in for still waits for the sign-in that follows.
              const then = bus.signInAction.getValue()?.action;
              schedule(() => closeIfShowing('create-account'), REGISTRATION_CLOSE_MS);
              schedule(() => {
                // Only into an empty screen: never replace something opened meanwhile.
                if (bus.overlay.getValue().kind === 'none')
                  bus.sendIntent({ type: 'open-sign-in', ...(then ? { then } : {}) });
              }, REGISTRATION_CLOSE_MS + SIGN_IN_AFTER_REGISTRATION_MS);
            }}
            onSignIn={switchTo('open-sign-in')}
          />
        </Modal>
      );
    case 'reset-password':
      return (
        <Modal
          key="reset-password"
          open
          onClose={close}
          title={resetSentTo ? 'Check Your Email' : 'Reset Password'}
          closeLabel="Close reset password"
          size="sm"
        >
          <ResetPasswordForm
            sentTo={resetSentTo}
            onSent={setResetSentTo}
            onSignIn={switchTo('open-sign-in')}
          />
        </Modal>
      );
    default:
      return null;
  }
}
