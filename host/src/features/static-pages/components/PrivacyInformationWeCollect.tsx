import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';

/** The privacy policy's "Information we collect": what CityLens holds about a visitor. */
export function PrivacyInformationWeCollect() {
  return (
    <>
      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong> — your username, email address and, if you add them, your
          first and last name.
        </li>
        <li>
          <strong>Content you share</strong> — lifestyle photos you upload, city reviews, comments
          and the cities and photos you like.
        </li>
        <li>
          <strong>Orders</strong> — the frames you buy, the shipping address, email and phone number
          you give us. We never store your card security code (CVV) and keep only the last four
          digits of your card number.
        </li>
        <li>
          <strong>Messages</strong> — what you send us through the contact form.
        </li>
        <li>
          <strong>Technical data</strong> — information your browser stores on your device, such as
          your sign-in tokens, your cart and your cookie choices. See our{' '}
          <Link to={routes.cookies.href()}>Cookie Policy</Link>.
        </li>
      </ul>
    </>
  );
}
