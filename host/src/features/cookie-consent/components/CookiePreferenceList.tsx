import { css } from '@emotion/react';
import type { CookiePreferences } from '@citylens/shared/contracts';
import { theme } from '@citylens/shared/ui';
import { CookieSwitch } from './CookieSwitch';
import type { CookieToggle } from '../hooks/use-cookie-preferences';

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

export interface CookiePreferenceListProps {
  /** The page's id: each row's switch, title and text are named from it. */
  baseId: string;
  prefs: CookiePreferences;
  onToggle: (key: CookieToggle) => (value: boolean) => void;
}

/** One row per kind of cookie: its title, what it is for, and its switch (necessary: always on). */
export function CookiePreferenceList({ baseId, prefs, onToggle }: CookiePreferenceListProps) {
  return (
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
            <CookieSwitch
              id={id}
              checked={prefs[toggle.key]}
              disabled={toggle.key === 'necessary'}
              labelledBy={`${id}-label`}
              describedBy={`${id}-text`}
              onChange={
                toggle.key === 'necessary' ? () => undefined : onToggle(toggle.key as CookieToggle)
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
