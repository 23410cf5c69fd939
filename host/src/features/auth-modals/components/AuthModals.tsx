import { useEffect, useState } from 'react';
import { useOverlay } from '@citylens/shared';
import { Modal } from '@citylens/shared/ui';
import { SignInForm } from '@citylens/shared/app';
import { CreateAccountForm } from './CreateAccountForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useAuthModalSteps } from '../hooks/use-auth-modal-steps';

/**
 * Sign In, Create Account and Reset Password, shown from the bus overlay state so any remote can
 * open them (`sendIntent({ type: 'open-sign-in' })`). Closing goes through `closeOverlay()`.
 */
export default function AuthModals() {
  const overlay = useOverlay();
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const { close, switchTo, afterSignIn, afterAccountCreated } = useAuthModalSteps();

  // A fresh Reset Password modal starts at the email step.
  useEffect(() => {
    if (overlay.kind !== 'reset-password') setResetSentTo(null);
  }, [overlay.kind]);

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
            onSuccess={afterSignIn}
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
          <CreateAccountForm onSuccess={afterAccountCreated} onSignIn={switchTo('open-sign-in')} />
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
