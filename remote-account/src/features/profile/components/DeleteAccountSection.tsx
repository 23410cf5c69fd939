import { css } from '@emotion/react';
import { Button, theme } from '@citylens/shared/ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { useDeleteAccountDialog } from '../hooks/use-delete-account-dialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { sectionCss } from './ProfileForm';

/** Delete Account: a confirm dialog asking for the password (spec §2 Profile, §4, §5). */
export function DeleteAccountSection() {
  const dialog = useDeleteAccountDialog();

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
      <StatusMessage message={dialog.message} />
      <div>
        <Button variant="danger" onClick={dialog.openDialog}>
          Delete Account
        </Button>
      </div>
      <DeleteAccountDialog
        open={dialog.open}
        onClose={dialog.close}
        password={dialog.password}
        fieldError={dialog.fieldError}
        onPasswordChange={dialog.changePassword}
        onConfirm={dialog.confirm}
        deleting={dialog.deleting}
      />
    </section>
  );
}
