import { css } from '@emotion/react';
import type { FocusEvent, Ref } from 'react';
import { routes } from '@citylens/shared/contracts';
import { NavLink } from '@citylens/shared/router';
import { mq, theme, stackCss } from '@citylens/shared/ui';
import { navItemCss, visitorOnlyCss } from './header-styles';
import { MobileSignedInEntries, MobileSignedOutEntries } from './MobileAccountEntries';
import type { NavItem } from '../lib/nav-links';

export interface MobileMenuProps {
  id: string;
  ref?: Ref<HTMLElement>;
  open: boolean;
  links: NavItem[];
  /** The signed-in visitor's display name, or null when signed out. */
  userName: string | null;
  /** The server's pass: both account sections, the visitor marker showing one (`visitorOnlyCss`). */
  marked?: boolean;
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

/**
 * Below the laptop breakpoint: the main links and the account entries, inside the header's menu
 * disclosure, over the page below the header. Its entries in one case (capitals, as the main
 * links), their words the spec's.
 */
export function MobileMenu({
  id,
  ref,
  open,
  links,
  userName,
  marked = false,
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
      // The disclosure hides it when closed; \`hidden\` too once script runs, for browsers and
      // tools that do not render a closed <details> (and not before: hydration matches the server).
      hidden={!marked && !open}
      css={css`
        position: absolute;
        left: 0;
        right: 0;
        top: 100%;
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
              text-transform: uppercase;
              width: 100%;
              justify-content: flex-start;
              min-height: 48px;
              font-size: ${theme.fontSizes.md};
            }
          `,
        ]}
      >
        {links.map((item) => (
          <li key={item.href} css={marked && item.signedInOnly && visitorOnlyCss.signedIn}>
            <NavLink to={item.href} end={item.end} css={navItemCss} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          {/* Cities kept on this device for reading offline (discovery's page). */}
          <NavLink to={routes.savedCities.href()} css={navItemCss} onClick={onNavigate}>
            Saved cities
          </NavLink>
        </li>
        {(marked || userName !== null) && (
          <MobileSignedInEntries
            key="signed-in"
            userName={userName}
            marked={marked}
            onNavigate={onNavigate}
            onLogout={closeThen(onLogout)}
          />
        )}
        {(marked || userName === null) && (
          <MobileSignedOutEntries
            key="signed-out"
            marked={marked}
            onSignIn={closeThen(onSignIn)}
            onSignUp={closeThen(onSignUp)}
          />
        )}
      </ul>
    </nav>
  );
}
