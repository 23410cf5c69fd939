import { css } from '@emotion/react';
import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { theme } from '@citylens/shared/ui';
import { markedNameCss, navItemCss, visitorOnlyCss } from './header-styles';

/** The mobile menu's entries for a signed-in visitor: who, User Profile and Logout. */
export function MobileSignedInEntries({
  userName,
  marked,
  onNavigate,
  onLogout,
}: {
  /** Null on the server's pass: the name is the visitor marker's (see `markedNameCss`). */
  userName: string | null;
  marked: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  return (
    <>
      <li
        css={[
          css`
            padding: ${theme.space[2]}px ${theme.space[3]}px 0;
            color: ${theme.colors.inkMuted};
            font-size: ${theme.fontSizes.sm};
          `,
          marked && visitorOnlyCss.signedIn,
        ]}
      >
        Signed in as <strong css={userName === null && markedNameCss.name}>{userName}</strong>
      </li>
      <li css={marked && visitorOnlyCss.signedIn}>
        <Link to={routes.profile.href()} css={navItemCss} onClick={onNavigate}>
          User Profile
        </Link>
      </li>
      <li css={marked && visitorOnlyCss.signedIn}>
        <button type="button" css={navItemCss} onClick={onLogout}>
          Logout
        </button>
      </li>
    </>
  );
}

/** The mobile menu's entries for a signed-out visitor: Sign In and Sign Up. */
export function MobileSignedOutEntries({
  marked,
  onSignIn,
  onSignUp,
}: {
  marked: boolean;
  onSignIn: () => void;
  onSignUp: () => void;
}) {
  return (
    <>
      <li css={marked && visitorOnlyCss.signedOut}>
        <button type="button" css={navItemCss} onClick={onSignIn}>
          Sign In
        </button>
      </li>
      <li css={marked && visitorOnlyCss.signedOut}>
        <button type="button" css={navItemCss} onClick={onSignUp}>
          Sign Up
        </button>
      </li>
    </>
  );
}
