import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import {
  displayName,
  getBus,
  session,
  toFriendlyMessage,
  useAuth,
  useOverlay,
} from '@citylens/shared';
import { Button, Modal, PasswordField, TextField } from '@citylens/shared/ui';

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
      <SignInForm onDone={close} />
    </Modal>
  );
}

function SignInForm({ onDone }: { onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Username and password are required.');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await session.login(username.trim(), password);
      onDone();
    } catch (err) {
      setError(toFriendlyMessage(err, 'Invalid username or password.'));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      css={css`
        display: grid;
        gap: 1rem;
      `}
    >
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
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
