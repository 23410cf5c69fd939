import { css } from '@emotion/react';
import type { FormEvent } from 'react';
import { Button, Modal, PasswordField, theme, rowCss } from '@citylens/shared/ui';

export const DELETE_WARNING =
  'This action cannot be undone. Please enter your password to confirm.';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  password: string;
  fieldError: string | null;
  onPasswordChange: (password: string) => void;
  onConfirm: (event: FormEvent) => void;
  deleting: boolean;
}

/** The confirm dialog: the password, Cancel, and Delete Account once a password is typed. */
export function DeleteAccountDialog({
  open,
  onClose,
  password,
  fieldError,
  onPasswordChange,
  onConfirm,
  deleting,
}: DeleteAccountDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Delete Account"
      description={DELETE_WARNING}
      closeLabel="Close delete account"
      size="sm"
    >
      <form
        onSubmit={onConfirm}
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
          onChange={(e) => onPasswordChange(e.target.value)}
        />
        <div
          css={[
            rowCss[3],
            css`
              justify-content: flex-end;
            `,
          ]}
        >
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={!password}
            loading={deleting}
            loadingText="Deleting..."
          >
            Delete Account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
