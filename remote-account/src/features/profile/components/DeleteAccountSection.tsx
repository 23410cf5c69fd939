import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@citylens/shared/router';
import {
  getBus,
  sessionMessages,
  toFriendlyMessage,
  validateDeletePassword,
} from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { Button, Modal, PasswordField, theme, rowCss } from '@citylens/shared/ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { useDeleteAccount } from '../hooks/use-profile-mutations';
import { sectionCss } from './ProfileForm';

export const DELETE_WARNING =
  'This action cannot be undone. Please enter your password to confirm.';
const ACCOUNT_DELETED = 'Account deleted successfully!';

/** Delete Account: a confirm dialog asking for the password (spec §2 Profile, §4, §5). */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { message, show, clear } = useTimedMessage();

  const close = () => {
    setOpen(false);
    setPassword('');
    setFieldError(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateDeletePassword(password);
    if (invalid) return setFieldError(invalid);
    clear();
    try {
      await remove.mutateAsync(password);
      close();
      getBus().sendIntent({ type: 'toast', message: ACCOUNT_DELETED, tone: 'success' });
      navigate(routes.home.href(), { replace: true });
    } catch (err) {
      // The dialog closes and forgets the password after every attempt (spec §4).
      close();
      show({ tone: 'error', text: toFriendlyMessage(err, sessionMessages.deleteAccountFallback) });
    }
  };

  return (
    <section aria-labelledby="delete-account-heading" css={sectionCss}>
      <h2
        id="delete-account-heading"
        css={css`
          font-size: ${theme.fontSizes.xl};
        `}
      >
        Delete Account
      </h2>
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
        `}
      >
        Deleting your account removes your profile, reviews, photos and comments for good.
      </p>
      <StatusMessage message={message} />
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </div>
      <Modal
        open={open}
        onClose={close}
        title="Delete Account"
        description={DELETE_WARNING}
        closeLabel="Close delete account"
        size="sm"
      >
        <form
          onSubmit={confirm}
          noValidate
          css={css`
            display: grid;
            gap: ${theme.space[4]}px;
          `}
        >
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(e) => {
              setPassword(e.target.value);
              setFieldError(null);
            }}
          />
          <div
            css={[
              rowCss[3],
              css`
                justify-content: flex-end;
              `,
            ]}
          >
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={!password}
              loading={remove.isPending}
              loadingText="Deleting..."
            >
              Delete Account
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
