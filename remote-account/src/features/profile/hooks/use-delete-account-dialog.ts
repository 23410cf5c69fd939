import { useState, type FormEvent } from 'react';
import { useNavigate } from '@citylens/shared/router';
import {
  getBus,
  sessionMessages,
  toFriendlyMessage,
  validateDeletePassword,
} from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { useDeleteAccount } from './use-profile-mutations';

const ACCOUNT_DELETED = 'Account deleted successfully!';

/**
 * The Delete Account dialog's state: open or not, the password typed, its error, and the
 * confirm that deletes the account and leaves for the homepage (spec §4, §5).
 */
export function useDeleteAccountDialog() {
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

  const changePassword = (value: string) => {
    setPassword(value);
    setFieldError(null);
  };

  return {
    open,
    openDialog: () => setOpen(true),
    close,
    password,
    fieldError,
    changePassword,
    confirm,
    deleting: remove.isPending,
    message,
  };
}
