import { css } from '@emotion/react';
import { displayName, getBus, session, useAuth, useOverlay } from '@citylens/shared';
import { Modal } from '@citylens/shared/ui';
import { SignInForm } from './SignInForm';

/**
 * Sign-in for a remote running alone: the `open-sign-in` intent (a booking, a review, the profile)
 * opens this small form on the shared session, so a team can work on signed-in flows with no host.
 * The host's full modals (create account, reset password) stay the host's.
 */
export function StandaloneSignIn() {
  const overlay = useOverlay();
  const close = () => getBus().closeOverlay();
  if (overlay.kind !== 'sign-in') return null;
  return (
    <Modal open onClose={close} title="Sign in (standalone)" closeLabel="Close sign in">
      <SignInForm onSuccess={close} />
    </Modal>
  );
}

/** The dev shell's account corner: who is signed in, and Sign In / Sign Out. */
export function StandaloneAccount() {
  const auth = useAuth();
  const buttonCss = css`
    background: transparent;
    color: inherit;
    border: 1px solid currentColor;
    border-radius: 4px;
    padding: 0.25rem 0.75rem;
    cursor: pointer;
  `;
  if (auth.user) {
    return (
      <span
        css={css`
          display: inline-flex;
          gap: 0.75rem;
          align-items: center;
          margin-left: auto;
        `}
      >
        <span>Signed in as {displayName(auth.user)}</span>
        <button type="button" css={buttonCss} onClick={() => void session.logout()}>
          Sign Out
        </button>
      </span>
    );
  }
  return (
    <button
      type="button"
      css={[
        buttonCss,
        css`
          margin-left: auto;
        `,
      ]}
      onClick={() => getBus().sendIntent({ type: 'open-sign-in' })}
    >
      Sign In
    </button>
  );
}
