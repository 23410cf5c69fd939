import { css } from '@emotion/react';
import { displayName, useAuth } from '@citylens/shared';
import { headerScroll, routes } from '@citylens/shared/contracts';
import { useLocation } from '@citylens/shared/router';
import { mq, theme, useServerPass } from '@citylens/shared/ui';
import { AccountArea } from './AccountArea';
import { BackButton } from './BackButton';
import { DesktopNav } from './DesktopNav';
import { HomeLink } from './HomeLink';
import { MobileControls } from './MobileControls';
import { mainNavLinks } from '../lib/nav-links';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { useSignInFocusAfterLogout } from '../hooks/use-sign-in-focus-after-logout';

/** /city/ — every city page and sub-page starts with it. */
const CITY_PREFIX = routes.city.path.slice(0, routes.city.path.indexOf(':'));

/**
 * The header's scrolled look: its own state once hydrated, and before that the page's scroll
 * marker on `<html>` (`headerScroll`), so a scroll made before hydration shrinks it at once.
 */
const SCROLLED = `&[data-scrolled='true'], html[${headerScroll.attribute}] &`;
const SCROLLED_WITHIN = `header[data-scrolled='true'] &, html[${headerScroll.attribute}] &`;

/**
 * The site header: logo, main navigation, cart, and Sign In or the user menu; a mobile menu
 * below the tablet breakpoint; a Back button on city pages; a compact solid look past 80 px.
 *
 * On the server's pass (and in hydration) the session is not known: both the signed-in and the
 * signed-out controls are rendered, and the visitor marker on `<html>` shows the right ones at
 * first paint (`visitorOnlyCss`), in the same places, so nothing moves when React takes over.
 */
export function SiteHeader() {
  const auth = useAuth();
  const serverPass = useServerPass();
  const location = useLocation();
  const scrolled = useScrolledPast();

  const user = auth.status === 'signed-out' ? null : auth.user;
  const userName = user ? displayName(user) : null;
  const onCityPage = location.pathname.startsWith(CITY_PREFIX);

  const { signInRef, logoutFromUserMenu } = useSignInFocusAfterLogout(user !== null);
  const menu = useMobileMenu(location.pathname);

  const navLinks = mainNavLinks(user !== null || serverPass);

  return (
    <header
      data-scrolled={scrolled}
      css={css`
        position: sticky;
        top: 0;
        z-index: ${theme.zIndices.header};
        color: ${theme.colors.textInverse};
        background: ${theme.headerBand};
        box-shadow: none;
        ${SCROLLED} {
          background: ${theme.colors.ink};
          box-shadow: ${theme.shadows.md};
        }
        -webkit-backdrop-filter: blur(8px);
        backdrop-filter: blur(8px);
        transition:
          background ${theme.transitions.normal},
          box-shadow ${theme.transitions.normal};
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space[3]}px;
          max-width: ${theme.maxWidth};
          margin: 0 auto;
          padding: ${theme.space[4]}px ${theme.space[4]}px;
          transition: padding ${theme.transitions.normal};
          ${SCROLLED_WITHIN} {
            padding-top: ${theme.space[2]}px;
            padding-bottom: ${theme.space[2]}px;
          }
          ${mq.laptop} {
            padding-left: ${theme.space[6]}px;
            padding-right: ${theme.space[6]}px;
          }
        `}
      >
        {onCityPage && <BackButton />}
        <HomeLink onCityPage={onCityPage} />
        <DesktopNav links={navLinks} marked={serverPass} />
        <AccountArea
          serverPass={serverPass}
          userName={userName}
          signInRef={signInRef}
          onLogout={logoutFromUserMenu}
        />
        <MobileControls menu={menu} links={navLinks} userName={userName} marked={serverPass} />
      </div>
    </header>
  );
}
