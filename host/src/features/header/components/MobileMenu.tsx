import { css } from '@emotion/react';
import type { FocusEvent, Ref } from 'react';
import { routes } from '@citylens/shared/contracts';
import { Link, NavLink } from '@citylens/shared/router';
import { mq, theme, stackCss } from '@citylens/shared/ui';
import { navItemCss } from './header-styles';
import type { NavItem } from './nav-links';

export interface MobileMenuProps {
  id: string;
  ref?: Ref<HTMLElement>;
  open: boolean;
  links: NavItem[];
  /** The signed-in visitor's display name, or null when signed out. */
  userName: string | null;
  /** Close the menu (a link was followed). */
  onNavigate: () => void;
  /** Close the menu, park focus on its toggle, then act (the clicked item goes away). */
  closeThen: (action: () => void) => () => void;
  onSignIn: () => void;
  onSignUp: () => void;
  onLogout: () => void;
  /** Focus left one of the menu's items (the header closes the menu if it left the menu). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Below the laptop breakpoint: the main links and the account entries, under the menu toggle. */
export function MobileMenu({
  id,
  ref,
  open,
  links,
  userName,
  onNavigate,
  closeThen,
  onSignIn,
  onSignUp,
  onLogout,
  onBlur,
}: MobileMenuProps) {
  return (
    <nav
      ref={ref}
      id={id}
      onBlur={onBlur}
      aria-label="Mobile"
      hidden={!open}
      css={css`
        border-top: 1px solid rgba(255, 255, 255, 0.14);
        background: ${theme.colors.ink};
        ${mq.laptop} {
          display: none;
        }
      `}
    >
      <ul
        css={[
          stackCss[1],
          css`
            padding: ${theme.space[3]}px ${theme.space[4]}px ${theme.space[5]}px;
            list-style: none;
            & a,
            & button {
              width: 100%;
              justify-content: flex-start;
              min-height: 48px;
              font-size: ${theme.fontSizes.md};
            }
          `,
        ]}
      >
        {links.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} end={item.end} css={navItemCss} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {userName !== null ? (
          <>
            <li
              css={css`
                padding: ${theme.space[2]}px ${theme.space[3]}px 0;
                color: ${theme.colors.inkMuted};
                font-size: ${theme.fontSizes.sm};
              `}
            >
              Signed in as <strong>{userName}</strong>
            </li>
            <li>
              <Link to={routes.profile.href()} css={navItemCss} onClick={onNavigate}>
                User Profile
              </Link>
            </li>
            <li>
              <button type="button" css={navItemCss} onClick={closeThen(onLogout)}>
                Logout
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <button type="button" css={navItemCss} onClick={closeThen(onSignIn)}>
                Sign In
              </button>
            </li>
            <li>
              <button type="button" css={navItemCss} onClick={closeThen(onSignUp)}>
                Sign Up
              </button>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
