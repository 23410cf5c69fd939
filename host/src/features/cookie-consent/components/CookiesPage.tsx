import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, cardCss, PageHeading, rowCss, sectionTitleCss, theme } from '@citylens/shared/ui';
import { CookiePreferenceList } from './CookiePreferenceList';
import { useCookiePreferences } from '../hooks/use-cookie-preferences';

export { COOKIES_SAVED_MESSAGE_MS } from '../hooks/use-cookie-preferences';

export interface CookiesPageProps {
  /** The cookie policy text, shown above the preferences. */
  policy?: ReactNode;
}

/** /cookies: the cookie policy and the preferences (spec §2 "Cookie preferences page"). */
export function CookiesPage({ policy }: CookiesPageProps) {
  const { baseId, prefs, saved, setToggle, acceptSelected, acceptAll } = useCookiePreferences();

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
        <CookiePreferenceList baseId={baseId} prefs={prefs} onToggle={setToggle} />
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
          <Button onClick={acceptAll}>Accept All</Button>
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
