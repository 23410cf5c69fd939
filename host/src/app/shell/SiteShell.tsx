import { css } from '@emotion/react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useCartCount, useOverlay, useServerPass } from '@citylens/shared';
import { BusToaster } from '@citylens/shared/app';
import { MAIN_CONTENT_ID } from '@citylens/shared/contracts';
import { HydrateWhenSeen, theme } from '@citylens/shared/ui';
import { CookieBanner } from '../../features/cookie-consent/components/CookieBanner';
import { SiteHeader } from '../../features/header/components/SiteHeader';

// The auth modals are loaded on first use, so the first page never pays for them.
const AuthModals = lazy(() => import('../../features/auth-modals/components/AuthModals'));

// The footer is below the fold (main is at least a screen tall): its code is fetched, and the
// server's HTML of it hydrated, when it comes near the viewport or the visitor reaches into it.
const SiteFooter = lazy(() =>
  import(/* webpackChunkName: "site-footer" */ '../../features/footer/components/SiteFooter').then(
    (m) => ({ default: m.SiteFooter }),
  ),
);

/**
 * The footer's part: hydrated when seen, or once the cart's count it shows (View Cart (n)) changes,
 * which its server HTML cannot follow.
 */
function SiteFooterPart() {
  const count = useCartCount();
  const serverPass = useServerPass();
  const [countAtStart, setCountAtStart] = useState<number | null>(null);
  if (!serverPass && countAtStart === null) setCountAtStart(count);
  return (
    <HydrateWhenSeen part="site-footer" open={countAtStart !== null && count !== countAtStart}>
      <SiteFooter />
    </HydrateWhenSeen>
  );
}

const AUTH_OVERLAYS = new Set(['sign-in', 'create-account', 'reset-password']);

/** Loads the auth modals the first time one is asked for, then keeps them mounted. */
function AuthModalsSlot() {
  const overlay = useOverlay();
  const wanted = AUTH_OVERLAYS.has(overlay.kind);
  const [loaded, setLoaded] = useState(wanted);
  if (wanted && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
}

function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      css={css`
        position: absolute;
        left: ${theme.space[3]}px;
        top: -100px;
        z-index: ${theme.zIndices.toast};
        padding: ${theme.space[2]}px ${theme.space[4]}px;
        border-radius: ${theme.radii.sm};
        background: ${theme.colors.surface};
        color: ${theme.colors.primary};
        font-weight: 700;
        &:focus {
          top: ${theme.space[3]}px;
        }
      `}
    >
      Skip to main content
    </a>
  );
}

export interface SiteShellProps {
  children: ReactNode;
}

/**
 * Everything around the pages: skip link, header, main, footer, cookie banner, auth modals and
 * toasts. Render it inside the providers (router, query client, theme); it creates none itself.
 */
export function SiteShell({ children }: SiteShellProps) {
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        min-height: 100vh;
      `}
    >
      <SkipLink />
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        css={css`
          flex: 1;
          /* Remote pages arrive after the shell: the footer starts below the fold so it never shifts in view. */
          min-height: 100vh;
          &:focus {
            outline: none;
          }
        `}
      >
        {children}
      </main>
      <SiteFooterPart />
      <CookieBanner />
      <AuthModalsSlot />
      <BusToaster />
    </div>
  );
}
