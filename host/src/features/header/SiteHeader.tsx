import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { displayName, getBus, session, useAuth, useCart } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { Link, NavLink, useLocation, useNavigate } from '@citylens/shared/router';
import { VisuallyHidden, mq, mqMax, theme } from '@citylens/shared/ui';
import { BackIcon, CartIcon, LogoMark, MenuIcon } from './icons';
import { ACCOUNT_FOCUS_SLOT, UserMenu } from './UserMenu';
import { useScrolledPast } from './use-scrolled-past';

/** /city/ — every city page and sub-page starts with it. */
const CITY_PREFIX = routes.city.path.slice(0, routes.city.path.indexOf(':'));

const navItemCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  min-height: 40px;
  padding: 0 ${theme.space[3]}px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${theme.colors.primary};
  }
`;

const headerButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]}px;
  min-height: 40px;
  padding: 0 ${theme.space[4]}px;
  border: 0;
  border-radius: ${theme.radii.pill};
  font-weight: 700;
  cursor: pointer;
`;

function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-badge"
      aria-hidden="true"
      css={css`
        min-width: 20px;
        height: 20px;
        padding: 0 6px;
        border-radius: ${theme.radii.pill};
        background: ${theme.colors.primary};
        color: ${theme.colors.textInverse};
        font-size: ${theme.fontSizes.xs};
        font-weight: 700;
        line-height: 20px;
        text-align: center;
        letter-spacing: 0;
      `}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** "CART" plus the count for screen readers, since the badge itself is decorative. */
function CartLabel({ count }: { count: number }) {
  return (
    <>
      <CartIcon />
      CART
      {count > 0 && (
        <VisuallyHidden>{`(${count} ${count === 1 ? 'item' : 'items'})`}</VisuallyHidden>
      )}
      <CartBadge count={count} />
    </>
  );
}

/**
 * The site header: logo, main navigation, cart, and Sign In or the user menu; a mobile menu
 * below the tablet breakpoint; a Back button on city pages; a compact solid look past 80 px.
 */
export function SiteHeader() {
  const auth = useAuth();
  const cart = useCart();
  const location = useLocation();
  const navigate = useNavigate();
  const scrolled = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
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
  const openCart = () => getBus().sendIntent({ type: 'open-cart' });
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

  // The item that was clicked disappears with the menu: park focus on the toggle first, so a
  // modal opened from here (Sign In, Sign Up) hands focus back to a visible control.
  const closeMenuThen = (action: () => void) => () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
    action();
  };

  const navLinks = [
    { href: routes.home.href(), label: 'HOME', end: true },
    { href: routes.events.href(), label: 'EVENTS', end: false },
    ...(signedIn
      ? [{ href: routes.lifestylePhotos.href(), label: 'UPLOAD PHOTO', end: false }]
      : []),
    { href: routes.frameShop.href(), label: 'FRAME SHOP', end: false },
  ];

  return (
    <header
      data-scrolled={scrolled}
      css={css`
        position: sticky;
        top: 0;
        z-index: ${theme.zIndices.header};
        color: ${theme.colors.textInverse};
        background: ${scrolled ? theme.colors.ink : 'rgba(35, 28, 24, 0.88)'};
        box-shadow: ${scrolled ? theme.shadows.md : 'none'};
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
          `}
        >
          <LogoMark />
          <span aria-hidden="true">CityLens</span>
        </Link>

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
            {navLinks.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.end} css={navItemCss}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" onClick={openCart} css={navItemCss}>
                <CartLabel count={cart.count} />
              </button>
            </li>
          </ul>
        </nav>

        <div
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space[2]}px;
            margin-left: auto;
            ${mq.laptop} {
              margin-left: ${theme.space[3]}px;
            }
            ${mqMax.laptop} {
              display: none;
            }
          `}
        >
          {user ? (
            <UserMenu
              displayName={name}
              onLogout={() => {
                focusSignInAfterLogout.current = true;
                logout();
              }}
            />
          ) : (
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
              ]}
            >
              Sign In
            </button>
          )}
        </div>

        {/* Below the laptop breakpoint: the cart stays visible, the rest moves into the menu. */}
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space[1]}px;
            margin-left: auto;
            ${mq.laptop} {
              display: none;
            }
          `}
        >
          <button type="button" onClick={openCart} css={navItemCss} data-testid="mobile-cart">
            <CartLabel count={cart.count} />
          </button>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((v) => !v)}
            css={[
              navItemCss,
              css`
                padding: 0 ${theme.space[2]}px;
              `,
            ]}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        css={css`
          border-top: 1px solid rgba(255, 255, 255, 0.14);
          background: ${theme.colors.ink};
          ${mq.laptop} {
            display: none;
          }
        `}
      >
        <ul
          css={css`
            display: flex;
            flex-direction: column;
            gap: ${theme.space[1]}px;
            padding: ${theme.space[3]}px ${theme.space[4]}px ${theme.space[5]}px;
            list-style: none;
            & a,
            & button {
              width: 100%;
              justify-content: flex-start;
              min-height: 48px;
              font-size: ${theme.fontSizes.md};
            }
          `}
        >
          {navLinks.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.end}
                css={navItemCss}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          {user ? (
            <>
              <li
                css={css`
                  padding: ${theme.space[2]}px ${theme.space[3]}px 0;
                  color: ${theme.colors.inkMuted};
                  font-size: ${theme.fontSizes.sm};
                `}
              >
                Signed in as <strong>{name}</strong>
              </li>
              <li>
                <Link
                  to={routes.profile.href()}
                  css={navItemCss}
                  onClick={() => setMenuOpen(false)}
                >
                  User Profile
                </Link>
              </li>
              <li>
                <button type="button" css={navItemCss} onClick={closeMenuThen(logout)}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <button type="button" css={navItemCss} onClick={closeMenuThen(openSignIn)}>
                  Sign In
                </button>
              </li>
              <li>
                <button type="button" css={navItemCss} onClick={closeMenuThen(openSignUp)}>
                  Sign Up
                </button>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
