import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';
import { markedNameCss } from './header-styles';
import { ChevronIcon } from './icons';
import { UserMenuList } from './UserMenuList';
import { useUserMenu } from '../hooks/use-user-menu';
import { ACCOUNT_FOCUS_SLOT } from '../lib/account-focus-slot';

export interface UserMenuProps {
  /** Null on the server's pass: the name is the visitor marker's (see `markedNameCss`). */
  displayName: string | null;
  onLogout: () => void;
  /** Emotion's `css` on the menu's root (the header hides it by the visitor marker). */
  className?: string;
}

/** The signed-in user's disclosure menu: User Profile, Saved cities and Logout. Escape or a click outside closes it. */
export function UserMenu({ displayName, onLogout, className }: UserMenuProps) {
  const menu = useUserMenu();
  return (
    <div
      ref={menu.rootRef}
      className={className}
      onBlur={menu.closeIfFocusLeft}
      css={css`
        position: relative;
      `}
    >
      <button
        ref={menu.buttonRef}
        type="button"
        data-focus-slot={ACCOUNT_FOCUS_SLOT}
        aria-expanded={menu.open}
        aria-controls={menu.listId}
        onClick={menu.toggle}
        css={css`
          display: inline-flex;
          align-items: center;
          gap: ${theme.space[2]}px;
          min-height: 40px;
          max-width: 16rem;
          padding: 0 ${theme.space[3]}px;
          border: 1px solid rgba(255, 255, 255, 0.45);
          border-radius: ${theme.radii.pill};
          background: rgba(255, 255, 255, 0.08);
          color: inherit;
          font-weight: 600;
          cursor: pointer;
          &:hover {
            background: rgba(255, 255, 255, 0.18);
          }
        `}
      >
        <span
          aria-hidden="true"
          css={css`
            display: inline-grid;
            place-items: center;
            width: 26px;
            height: 26px;
            border-radius: 50%;
            background: ${theme.colors.primary};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {displayName === null ? (
            <span css={markedNameCss.initial} />
          ) : (
            displayName.charAt(0).toUpperCase()
          )}
        </span>
        <span
          css={[
            css`
              overflow: hidden;
              text-overflow: ellipsis;
              white-space: nowrap;
            `,
            displayName === null && markedNameCss.name,
          ]}
        >
          {displayName}
        </span>
        <ChevronIcon />
      </button>
      <UserMenuList id={menu.listId} open={menu.open} onClose={menu.close} onLogout={onLogout} />
    </div>
  );
}
