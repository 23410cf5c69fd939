import { useEffect, useRef } from 'react';
import { logout } from '../lib/account-intents';

/** Focus on the header's Sign In (`signInRef`) after Logout from the user menu. */
export function useSignInFocusAfterLogout(signedIn: boolean) {
  const signInRef = useRef<HTMLButtonElement>(null);
  // Set by Logout in the user menu: the menu goes away with the user, Sign In takes its place.
  const focusSignInAfterLogout = useRef(false);

  useEffect(() => {
    if (signedIn || !focusSignInAfterLogout.current) return;
    focusSignInAfterLogout.current = false;
    signInRef.current?.focus();
  }, [signedIn]);

  const logoutFromUserMenu = () => {
    focusSignInAfterLogout.current = true;
    logout();
  };

  return { signInRef, logoutFromUserMenu };
}
