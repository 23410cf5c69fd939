import { getBus, session } from '@citylens/shared';

/** The header's account entries ask the shell for the auth modals through the bus. */
export const openSignIn = () => getBus().sendIntent({ type: 'open-sign-in' });
export const openSignUp = () => getBus().sendIntent({ type: 'open-create-account' });

/** Ends the session; the header follows the auth state it changes. */
export const logout = () => {
  void session.logout();
};
