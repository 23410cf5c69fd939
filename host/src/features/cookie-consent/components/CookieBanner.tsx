import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { routes, visitorMarker } from '@citylens/shared/contracts';
import { useLocation, useNavigate } from '@citylens/shared/router';
import { Button, mq, theme, useServerPass } from '@citylens/shared/ui';
import {
  allPreferences,
  defaultPreferences,
  saveConsent,
  useCookieConsent,
} from '../lib/consent-store';

const details = [
  {
    name: 'Necessary',
    text: 'Keep you signed in, remember your cart and this choice. Always on.',
  },
  { name: 'Analytics', text: 'Help us see which cities and pages visitors enjoy most.' },
  { name: 'Marketing', text: 'Let us show you relevant frame offers on other sites.' },
  { name: 'Preferences', text: 'Remember settings such as your last searched city.' },
];

/**
 * Shown at the bottom of the page until the visitor makes a choice (spec §2, §4 "Cookie consent").
 * Whether they have chosen is known only in the browser, so every server-rendered page carries the
 * banner, and the page's first script hides it for a visitor who has (`data-cookie-choice` on
 * `<html>`): a first visit shows it from the first paint, never popping in once the scripts run.
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  const serverPass = useServerPass();
  const location = useLocation();
  const navigate = useNavigate();
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const titleId = useId();

  // The /cookies page is the full version of this banner; do not cover it.
  // A choice cleared since the page loaded (another tab, storage wiped): the banner shows again.
  const choiceGone = !serverPass && consent === null;
  useEffect(() => {
    if (choiceGone) document.documentElement.removeAttribute(visitorMarker.consentAttribute);
  }, [choiceGone]);

  if (location.pathname === routes.cookies.href()) return null;
  if (!serverPass && consent !== null) return null;

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
        {showDetails && (
          <ul
            id={detailsId}
            css={css`
              display: grid;
              gap: ${theme.space[2]}px;
              margin-top: ${theme.space[3]}px;
              padding: 0;
              list-style: none;
              ${mq.tablet} {
                grid-template-columns: repeat(2, 1fr);
              }
            `}
          >
            {details.map((item) => (
              <li
                key={item.name}
                css={css`
                  padding: ${theme.space[3]}px;
                  border-radius: ${theme.radii.sm};
                  background: ${theme.colors.surfaceMuted};
                `}
              >
                <strong>{item.name}</strong> — {item.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div
        css={css`
          flex-shrink: 0;
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[2]}px;
          margin-top: ${theme.space[4]}px;
          & > button {
            flex: 1 1 auto;
          }
          ${mq.tablet} {
            & > button {
              flex: 0 0 auto;
            }
          }
        `}
      >
        {/* One look for every choice but Accept All, the one primary, last as on /cookies. */}
        <Button variant="secondary" size="sm" onClick={() => navigate(routes.cookies.href())}>
          Customize
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showDetails}
          aria-controls={showDetails ? detailsId : undefined}
          onClick={() => setShowDetails((v) => !v)}
        >
          {showDetails ? 'Hide Details' : 'Show Details'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveConsent('declined', defaultPreferences)}
        >
          Decline
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveConsent('necessary', defaultPreferences)}
        >
          Accept Necessary
        </Button>
        <Button size="sm" onClick={() => saveConsent('accepted', allPreferences)}>
          Accept All
        </Button>
      </div>
    </section>
  );
}
