import { css } from '@emotion/react';
import { NavLink } from '@citylens/shared/router';
import { mqMax, theme } from '@citylens/shared/ui';
import { CartButton } from './CartButton';
import { navItemCss, visitorOnlyCss } from './header-styles';
import type { NavItem } from '../lib/nav-links';

/**
 * The laptop-and-up navigation: the main links and the cart. On the server's pass (`marked`) a
 * signed-in-only link is shown by the visitor marker alone.
 */
export function DesktopNav({ links, marked = false }: { links: NavItem[]; marked?: boolean }) {
  return (
    <nav
      aria-label="Main"
      css={css`
        margin-left: auto;
        ${mqMax.laptop} {
          display: none;
        }
      `}
    >
      <ul
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space[1]}px;
          padding: 0;
          list-style: none;
        `}
      >
        {links.map((item) => (
          <li key={item.href} css={marked && item.signedInOnly && visitorOnlyCss.signedIn}>
            <NavLink to={item.href} end={item.end} css={navItemCss}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <CartButton />
        </li>
      </ul>
    </nav>
  );
}
