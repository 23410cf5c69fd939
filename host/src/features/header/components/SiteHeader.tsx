import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { displayName, getBus, session, useAuth } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { Link, useLocation, useNavigate } from '@citylens/shared/router';
import { mq, mqMax, theme, useServerPass } from '@citylens/shared/ui';
import { CartButton } from './CartButton';
import { DesktopNav } from './DesktopNav';
import { headerButtonCss, headerGroupCss, navItemCss, visitorOnlyCss } from './header-styles';
import { BackIcon, LogoMark, MenuIcon } from './icons';
import { MobileMenu } from './MobileMenu';
import { mainNavLinks } from '../lib/nav-links';
import { ACCOUNT_FOCUS_SLOT, UserMenu } from './UserMenu';
import { useScrolledPast } from '../hooks/use-scrolled-past';

/** /city/ — every city page and sub-page starts with it. */
const CITY_PREFIX = routes.city.path.slice(0, routes.city.path.indexOf(':'));

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
  const navigate = useNavigate();
  const scrolled = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLElement>(null);
  const menuDisclosureRef = useRef<HTMLDetailsElement>(null);
  const mobileMenuRef = useRef<HTMLElement>(null);
  const signInRef = useRef<HTMLButtonElement>(null);
  // Set by Logout in the user menu: the menu goes away with the user, Sign In takes its place.
  const focusSignInAfterLogout = useRef(false);
  const menuId = useId();

  const user = auth.status === 'signed-out' ? null : auth.user;
  const signedIn = user !== null;
  const name = user ? displayName(user) : '';
  const onCityPage = location.pathname.startsWith(CITY_PREFIX);

  const openSignIn = () => getBus().sendIntent({ type: 'open-sign-in' });
  const openSignUp = () => getBus().sendIntent({ type: 'open-create-account' });
  const logout = () => {
    void session.logout();
  };

  useEffect(() => {
    if (signedIn || !focusSignInAfterLogout.current) return;
    focusSignInAfterLogout.current = false;
    signInRef.current?.focus();
  }, [signedIn]);

  // A route change closes the mobile menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  // The menu works without script (a native disclosure); opened before hydration, it stays open.
  useEffect(() => {
    if (menuDisclosureRef.current?.open) setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Tabbing out of the open menu (past its last item, or back before its toggle) closes it, so it
  // does not stay over the focused element under the sticky header. Focus stays where it went.
  // A null relatedTarget (focus left the page, or an item went away) leaves it as it is.
  const closeMenuIfFocusLeft = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!menuOpen || !(next instanceof Node)) return;
    if (menuButtonRef.current?.contains(next) || mobileMenuRef.current?.contains(next)) return;
    setMenuOpen(false);
  };

  // The item that was clicked disappears with the menu: park focus on the toggle first, so a
  // modal opened from here (Sign In, Sign Up) hands focus back to a visible control.
  const closeMenuThen = (action: () => void) => () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
    action();
  };

  const navLinks = mainNavLinks(signedIn || serverPass);

  return (
    <header
      data-scrolled={scrolled}
      css={css`
        position: sticky;
        top: 0;
        z-index: ${theme.zIndices.header};
        color: ${theme.colors.textInverse};
        background: ${scrolled ? theme.colors.ink : theme.headerBand};
        box-shadow: ${scrolled ? theme.shadows.md : 'none'};
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
          padding: ${scrolled ? theme.space[2] : theme.space[4]}px ${theme.space[4]}px;
          transition: padding ${theme.transitions.normal};
          ${mq.laptop} {
            padding-left: ${theme.space[6]}px;
            padding-right: ${theme.space[6]}px;
          }
        `}
      >
        {onCityPage && (
          <button
            type="button"
            onClick={() => navigate(-1)}
            css={[
              headerButtonCss,
              css`
                padding: 0 ${theme.space[3]}px;
                background: rgba(255, 255, 255, 0.12);
                color: inherit;
              `,
            ]}
          >
            <BackIcon />
            Back
          </button>
        )}
        <Link
          to={routes.home.href()}
          aria-label="CityLens home"
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[2]}px;
            color: inherit;
            text-decoration: none;
            font-family: ${theme.fonts.heading};
            font-size: ${theme.fontSizes.xl};
            font-weight: 700;
            & > svg {
              flex-shrink: 0;
            }
          `}
        >
          <LogoMark />
          <span
            aria-hidden="true"
            // On a phone's city page Back takes the room: the mark alone says CityLens.
            css={
              onCityPage &&
              css`
                ${mqMax.mobile} {
                  display: none;
                }
              `
            }
          >
            CityLens
          </span>
        </Link>

        <DesktopNav links={navLinks} marked={serverPass} />

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
          {(serverPass || !user) && (
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
          {(serverPass || user) && (
            <UserMenu
              displayName={user ? name : null}
              css={serverPass && visitorOnlyCss.signedIn}
              onLogout={() => {
                focusSignInAfterLogout.current = true;
                logout();
              }}
            />
          )}
        </div>

        {/* Below the laptop breakpoint: the cart stays visible, the rest moves into the menu. */}
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
          <details ref={menuDisclosureRef} open={menuOpen}>
            <summary
              ref={menuButtonRef}
              role="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={(event) => {
                event.preventDefault();
                setMenuOpen((v) => !v);
              }}
              onBlur={closeMenuIfFocusLeft}
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
              <MenuIcon open={menuOpen} />
            </summary>
            <MobileMenu
              id={menuId}
              ref={mobileMenuRef}
              open={menuOpen}
              links={navLinks}
              userName={user ? name : null}
              marked={serverPass}
              onNavigate={() => setMenuOpen(false)}
              closeThen={closeMenuThen}
              onSignIn={openSignIn}
              onSignUp={openSignUp}
              onLogout={logout}
              onBlur={closeMenuIfFocusLeft}
            />
          </details>
        </div>
      </div>
    </header>
  );
}
