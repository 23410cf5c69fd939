import { session } from '@citylens/shared';

/** DELETE /api/auth/delete/ with the password; success ends the session. */
export const deleteAccount = (password: string) => session.deleteAccount(password);
