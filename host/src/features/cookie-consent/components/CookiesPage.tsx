import { css } from '@emotion/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { CookiePreferences } from '@citylens/shared/contracts';
import {
  Button,
  cardCss,
  PageHeading,
  rowCss,
  sectionTitleCss,
  theme,
  useServerPass,
} from '@citylens/shared/ui';
import {
  allPreferences,
  defaultPreferences,
  readPreferences,
  saveConsent,
} from '../lib/consent-store';

/** Spec §9: "Cookie preferences saved successfully!" shows for 3 s. */
export const COOKIES_SAVED_MESSAGE_MS = 3000;

type Toggle = Exclude<keyof CookiePreferences, 'necessary'>;

const toggles: { key: keyof CookiePreferences; title: string; text: string }[] = [
  {
    key: 'necessary',
    title: 'Necessary cookies',
    text: 'Keep you signed in, hold your cart and remember this choice. The site cannot work without them, so they are always on.',
  },
  {
    key: 'analytics',
    title: 'Analytics cookies',
    text: 'Count visits and show us which cities, photos and pages people enjoy, so we can improve them. The figures are aggregated.',
  },
  {
    key: 'marketing',
    title: 'Marketing cookies',
    text: 'Let partners show you CityLens frame offers on other websites and measure whether those offers are useful.',
  },
  {
    key: 'preferences',
    title: 'Preference cookies',
    text: 'Remember choices such as your last searched city and display settings between visits.',
  },
];

function Switch({
  id,
  checked,
  disabled,
  onChange,
  labelledBy,
  describedBy,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      css={css`
        flex: none;
        position: relative;
        width: 52px;
        height: 30px;
        border: 2px solid ${checked ? theme.colors.accent : theme.colors.borderStrong};
        border-radius: ${theme.radii.pill};
        background: ${checked ? theme.colors.accent : theme.colors.surfaceMuted};
        cursor: pointer;
        transition: background ${theme.transitions.fast};
        &:disabled {
          cursor: not-allowed;
          opacity: 0.75;
        }
        &::after {
          content: '';
          position: absolute;
          top: 3px;
          left: ${checked ? '25px' : '3px'};
          width: 20px;
          height: 20px;
          border-radius: 50%;
          background: ${checked ? theme.colors.surface : theme.colors.borderStrong};
          transition: left ${theme.transitions.fast};
        }
      `}
    />
  );
}

export interface CookiesPageProps {
  /** The cookie policy text, shown above the preferences. */
  policy?: ReactNode;
}

/** /cookies: the cookie policy and the preferences (spec §2 "Cookie preferences page"). */
export function CookiesPage({ policy }: CookiesPageProps) {
  // The server cannot know this browser's choice: its HTML (and so hydration) shows the defaults,
  // and the saved choice replaces them right after. Reading it during hydration left the switches
  // as the server drew them (React keeps a mismatched attribute) while the state said otherwise.
  const serverPass = useServerPass();
  const [prefs, setPrefs] = useState<CookiePreferences>(() =>
    serverPass ? defaultPreferences : readPreferences(),
  );
  useEffect(() => {
    if (serverPass) setPrefs(readPreferences());
  }, [serverPass]);
  const [saved, setSaved] = useState(false);
  // Bumped on every save so a second save restarts the 3 s window.
  const [saveCount, setSaveCount] = useState(0);
  const baseId = useId();

  useEffect(() => {
    if (saveCount === 0) return;
    const timer = setTimeout(() => setSaved(false), COOKIES_SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saveCount]);

  const setToggle = (key: Toggle) => (value: boolean) => setPrefs((p) => ({ ...p, [key]: value }));

  const acceptSelected = () => {
    saveConsent('customized', prefs);
    setSaved(true);
    setSaveCount((n) => n + 1);
  };

  return (
    <div
      css={css`
        max-width: 860px;
        margin: 0 auto;
        padding: ${theme.space[7]}px ${theme.space[4]}px;
      `}
    >
      <PageHeading
        eyebrow="Legal"
        title="Cookie Policy"
        subtitle="What cookies CityLens uses, why, and how you choose which ones we may set."
      />
      {policy}
      <section
        aria-labelledby={`${baseId}-prefs`}
        css={[
          cardCss,
          css`
            margin-top: ${theme.space[7]}px;
          `,
        ]}
      >
        <h2
          id={`${baseId}-prefs`}
          css={[
            sectionTitleCss,
            css`
              margin-bottom: ${theme.space[2]}px;
            `,
          ]}
        >
          Cookie Preferences
        </h2>
        <p
          css={css`
            color: ${theme.colors.textMuted};
          `}
        >
          Choose which cookies CityLens may use, then select Accept Selected to save your choice.
        </p>
        <ul
          css={css`
            list-style: none;
            padding: 0;
            margin-top: ${theme.space[4]}px;
          `}
        >
          {toggles.map((toggle) => {
            const id = `${baseId}-${toggle.key}`;
            return (
              <li
                key={toggle.key}
                css={css`
                  display: flex;
                  align-items: flex-start;
                  justify-content: space-between;
                  gap: ${theme.space[4]}px;
                  padding: ${theme.space[4]}px 0;
                  border-bottom: 1px solid ${theme.colors.border};
                `}
              >
                <div>
                  <h3
                    id={`${id}-label`}
                    css={css`
                      font-family: ${theme.fonts.body};
                      font-size: ${theme.fontSizes.lg};
                    `}
                  >
                    {toggle.title}
                  </h3>
                  <p
                    id={`${id}-text`}
                    css={css`
                      color: ${theme.colors.textMuted};
                    `}
                  >
                    {toggle.text}
                  </p>
                </div>
                <Switch
                  id={id}
                  checked={prefs[toggle.key]}
                  disabled={toggle.key === 'necessary'}
                  labelledBy={`${id}-label`}
                  describedBy={`${id}-text`}
                  onChange={
                    toggle.key === 'necessary' ? () => undefined : setToggle(toggle.key as Toggle)
                  }
                />
              </li>
            );
          })}
        </ul>
        <div
          css={[
            rowCss[3],
            css`
              margin-top: ${theme.space[5]}px;
            `,
          ]}
        >
          <Button variant="secondary" onClick={acceptSelected}>
            Accept Selected
          </Button>
          {/* The banner's look and order: Accept All the one primary, last. It only switches
              everything on; saving is still Accept Selected (spec §2). */}
          <Button onClick={() => setPrefs(allPreferences)}>Accept All</Button>
        </div>
        <div
          role="status"
          css={css`
            margin-top: ${theme.space[3]}px;
            min-height: 1.6em;
          `}
        >
          {saved && (
            <p
              css={css`
                color: ${theme.colors.success};
                font-weight: 700;
              `}
            >
              Cookie preferences saved successfully!
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
