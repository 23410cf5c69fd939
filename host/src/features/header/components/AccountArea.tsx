import { css } from '@emotion/react';
import type { Ref } from 'react';
import { mq, mqMax, theme } from '@citylens/shared/ui';
import { headerButtonCss, headerGroupCss, visitorOnlyCss } from './header-styles';
import { UserMenu } from './UserMenu';
import { ACCOUNT_FOCUS_SLOT } from '../lib/account-focus-slot';
import { openSignIn } from '../lib/account-intents';

export interface AccountAreaProps {
  /** The server's pass: Sign In and the user menu both, the visitor marker showing one. */
  serverPass: boolean;
  /** The signed-in visitor's display name, or null when signed out. */
  userName: string | null;
  signInRef: Ref<HTMLButtonElement>;
  onLogout: () => void;
}

/** Laptop and up: Sign In, or the signed-in visitor's user menu, in the same place. */
export function AccountArea({ serverPass, userName, signInRef, onLogout }: AccountAreaProps) {
  return (
    <div
      css={[
        headerGroupCss,
        css`
          gap: ${theme.space[2]}px;
          ${mq.laptop} {
            margin-left: ${theme.space[3]}px;
          }
          ${mqMax.laptop} {
            display: none;
          }
        `,
      ]}
    >
      {(serverPass || userName === null) && (
        <button
          ref={signInRef}
          type="button"
          data-focus-slot={ACCOUNT_FOCUS_SLOT}
          onClick={openSignIn}
          css={[
            headerButtonCss,
            css`
              background: ${theme.colors.primary};
              color: ${theme.colors.textInverse};
              &:hover {
                background: ${theme.colors.primaryHover};
              }
            `,
            serverPass && visitorOnlyCss.signedOut,
          ]}
        >
          Sign In
        </button>
      )}
      {(serverPass || userName !== null) && (
        <UserMenu
          displayName={userName}
          css={serverPass && visitorOnlyCss.signedIn}
          onLogout={onLogout}
        />
      )}
    </div>
  );
}
