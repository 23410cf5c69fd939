import { css } from '@emotion/react';
import { LastUpdated, proseCss } from './StaticPageLayout';

/** The cookie policy text; the /cookies page shows it above the preference toggles. */
export default function CookiePolicy() {
  return (
    <div
      css={[
        proseCss,
        css`
          & h2:first-of-type {
            margin-top: 0;
          }
        `,
      ]}
    >
      <LastUpdated />
      <p>
        Cookies and similar browser storage are small pieces of data a site keeps on your device.
        CityLens uses them to keep the site working and — only if you agree — to understand how it
        is used and to make it more relevant to you.
      </p>
      <h2>The cookies we use</h2>
      <ul>
        <li>
          <strong>Necessary</strong> — keep you signed in, hold your cart and remember your cookie
          choice. Without them the site cannot work, so they cannot be switched off.
        </li>
        <li>
          <strong>Analytics</strong> — count visits and show which cities and pages are popular, in
          aggregate, and report page speed measurements and script errors so we can fix them.
        </li>
        <li>
          <strong>Marketing</strong> — let partners show CityLens frame offers on other sites and
          measure them.
        </li>
        <li>
          <strong>Preferences</strong> — remember choices such as your last searched city.
        </li>
      </ul>
      <h2>Your choice</h2>
      <p>
        On your first visit a banner asks what you allow: Accept All, Accept Necessary, Decline, or
        Customize to choose category by category below. Necessary storage is always used. You can
        change your mind here at any time; clearing your browser&apos;s site data also resets your
        choice, and the banner will ask again.
      </p>
      <h2>Whether the site loaded</h2>
      <p>
        Whatever you choose, each page tells us whether its parts loaded, which version of each part
        it got and how long that took. This is needed to keep the site working: it is how we notice
        a broken release and roll it back. It stores nothing on your device, carries no account,
        address or search text, and cannot be linked to you or to your other visits. Speed
        measurements and error reports are sent only if you allow analytics.
      </p>
      <h2>How long they last</h2>
      <p>
        Your sign-in tokens last until you log out, your cart until you clear it or order, and your
        cookie choice until you change it or clear your browser&apos;s data.
      </p>
    </div>
  );
}
