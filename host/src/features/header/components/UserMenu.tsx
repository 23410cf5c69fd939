import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { theme } from '@citylens/shared/ui';
import { markedNameCss } from './header-styles';
import { ChevronIcon } from './icons';

export interface UserMenuProps {
  /** Null on the server's pass: the name is the visitor marker's (see `markedNameCss`). */
  displayName: string | null;
  onLogout: () => void;
  /** Emotion's `css` on the menu's root (the header hides it by the visitor marker). */
  className?: string;
}

/**
 * Sign In and the user menu button take turns in one place: a modal opened from Sign In hands
 * focus to the menu button once signing in replaced it (see Modal's data-focus-slot).
 */
export const ACCOUNT_FOCUS_SLOT = 'account';

const itemCss = css`
  display: block;
  width: 100%;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
`;

/** The signed-in user's disclosure menu: User Profile, Saved cities and Logout. Escape or a click outside closes it. */
export function UserMenu({ displayName, onLogout, className }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={className}
      // Keyboard users tabbing past the menu leave it closed behind them.
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      css={css`
        position: relative;
      `}
    >
      <button
        ref={buttonRef}
        type="button"
        data-focus-slot={ACCOUNT_FOCUS_SLOT}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
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
      <ul
        id={listId}
        hidden={!open}
        css={css`
          position: absolute;
          right: 0;
          top: calc(100% + ${theme.space[2]}px);
          min-width: 12rem;
          padding: ${theme.space[1]}px 0;
          list-style: none;
          background: ${theme.colors.surface};
          border-radius: ${theme.radii.md};
          box-shadow: ${theme.shadows.lg};
          overflow: hidden;
        `}
      >
        <li>
          <Link to={routes.profile.href()} css={itemCss} onClick={() => setOpen(false)}>
            User Profile
          </Link>
        </li>
        <li>
          <Link to={routes.savedCities.href()} css={itemCss} onClick={() => setOpen(false)}>
            Saved cities
          </Link>
        </li>
        <li>
          <button
            type="button"
            css={itemCss}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
