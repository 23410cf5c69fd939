import { css } from '@emotion/react';
import { mq, theme } from '@citylens/shared/ui';
import { CartButton } from './CartButton';
import { headerGroupCss, navItemCss } from './header-styles';
import { MenuIcon } from './icons';
import { MobileMenu } from './MobileMenu';
import type { MobileMenuState } from '../hooks/use-mobile-menu';
import { logout, openSignIn, openSignUp } from '../lib/account-intents';
import type { NavItem } from '../lib/nav-links';

export interface MobileControlsProps {
  menu: MobileMenuState;
  links: NavItem[];
  /** The signed-in visitor's display name, or null when signed out. */
  userName: string | null;
  /** The server's pass (see `MobileMenu`). */
  marked: boolean;
}

/** Below the laptop breakpoint: the cart stays visible, the rest moves into the menu. */
export function MobileControls({ menu, links, userName, marked }: MobileControlsProps) {
  return (
    <div
      css={[
        headerGroupCss,
        css`
          gap: ${theme.space[1]}px;
          ${mq.laptop} {
            display: none;
          }
        `,
      ]}
    >
      <CartButton testId="mobile-cart" />
      {/*
        A native disclosure, so the menu opens without script too; with script its state is
        React's (Escape, focus, closing on a route change), the summary's press handled here.
      */}
      <details ref={menu.disclosureRef} open={menu.open}>
        <summary
          ref={menu.buttonRef}
          role="button"
          aria-expanded={menu.open}
          aria-controls={menu.menuId}
          aria-label={menu.open ? 'Close menu' : 'Open menu'}
          onClick={(event) => {
            event.preventDefault();
            menu.toggle();
          }}
          onBlur={menu.closeIfFocusLeft}
          css={[
            navItemCss,
            css`
              padding: 0 ${theme.space[2]}px;
              list-style: none;
              &::-webkit-details-marker {
                display: none;
              }
            `,
          ]}
        >
          <MenuIcon open={menu.open} />
        </summary>
        <MobileMenu
          id={menu.menuId}
          ref={menu.menuRef}
          open={menu.open}
          links={links}
          userName={userName}
          marked={marked}
          onNavigate={menu.close}
          closeThen={menu.closeThen}
          onSignIn={openSignIn}
          onSignUp={openSignUp}
          onLogout={logout}
          onBlur={menu.closeIfFocusLeft}
        />
      </details>
    </div>
  );
}
