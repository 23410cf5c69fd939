import { css } from '@emotion/react';
import { visitorMarker } from '@citylens/shared/contracts';
import { mq, theme } from '@citylens/shared/ui';
import { CookieBannerChoices } from './CookieBannerChoices';
import { CookieDetailsList } from './CookieDetailsList';
import { useCookieBanner } from '../hooks/use-cookie-banner';

/**
 * Shown at the bottom of the page until the visitor makes a choice (spec §2, §4 "Cookie consent").
 * Whether they have chosen is known only in the browser, so every server-rendered page carries the
 * banner, and the page's first script hides it for a visitor who has (`data-cookie-choice` on
 * `<html>`): a first visit shows it from the first paint, never popping in once the scripts run.
 */
export function CookieBanner() {
  const { shown, showDetails, toggleDetails, detailsId, titleId } = useCookieBanner();
  if (!shown) return null;

  return (
    <section
      role="region"
      aria-labelledby={titleId}
      css={css`
        position: fixed;
        left: ${theme.space[3]}px;
        right: ${theme.space[3]}px;
        bottom: ${theme.space[3]}px;
        z-index: ${theme.zIndices.banner};
        /* The text scrolls inside; the choice buttons stay pinned below it, always reachable. */
        display: flex;
        flex-direction: column;
        max-height: calc(100vh - ${theme.space[3] * 2}px);
        max-height: calc(100dvh - ${theme.space[3] * 2}px);
        padding: ${theme.space[5]}px;
        border-radius: ${theme.radii.lg};
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        box-shadow: ${theme.shadows.lg};
        border: 1px solid ${theme.colors.border};
        ${mq.laptop} {
          left: 50%;
          right: auto;
          width: min(960px, calc(100% - 48px));
          transform: translateX(-50%);
        }
        /* Chosen already, or no script (where none of its choices could be made). */
        html[${visitorMarker.consentAttribute}] & {
          display: none;
        }
        @media (scripting: none) {
          display: none;
        }
      `}
    >
      {/* Focusable so a keyboard can scroll it when the details overflow a short screen. */}
      <div
        tabIndex={0}
        css={css`
          min-height: 0;
          overflow-y: auto;
          overscroll-behavior: contain;
        `}
      >
        <h2
          id={titleId}
          css={css`
            font-size: ${theme.fontSizes.xl};
            margin-bottom: ${theme.space[2]}px;
          `}
        >
          We use cookies
        </h2>
        <p
          css={css`
            color: ${theme.colors.textMuted};
          `}
        >
          CityLens uses necessary cookies to keep the site working, and — only with your consent —
          analytics, marketing and preference cookies to improve your experience.
        </p>
        {showDetails && <CookieDetailsList id={detailsId} />}
      </div>
      <CookieBannerChoices
        showDetails={showDetails}
        detailsId={detailsId}
        onToggleDetails={toggleDetails}
      />
    </section>
  );
}
