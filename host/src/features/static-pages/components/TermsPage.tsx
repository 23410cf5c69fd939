import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { StaticPageLayout } from './StaticPageLayout';

/** /terms */
export default function TermsPage() {
  return (
    <StaticPageLayout
      title="Terms and Conditions"
      subtitle="The agreement between you and CityLens when you use the site or buy a frame."
      lastUpdated
    >
      <p>
        By using CityLens you agree to these terms. Please read them together with our{' '}
        <Link to={routes.privacy.href()}>Privacy Policy</Link> and{' '}
        <Link to={routes.cookies.href()}>Cookie Policy</Link>.
      </p>

      <h2>1. Who may use CityLens</h2>
      <p>
        Anyone may browse cities, events and the frame shop. To create an account you must be at
        least <strong>13 years old</strong> and give accurate details. You are responsible for
        keeping your password safe and for everything done with your account.
      </p>

      <h2>2. Your content</h2>
      <p>
        You keep the rights to the photos, reviews and comments you post. By posting them you give
        CityLens a non-exclusive, worldwide, royalty-free licence to show them on the site for as
        long as they remain published. Only post content you own or have permission to share. You
        may write one review per city, and you may delete your own reviews and comments at any time.
      </p>
      <p>
        We may remove content that is unlawful, hateful, misleading, spam or that infringes the
        rights of others.
      </p>

      <h2>3. Orders and payment</h2>
      <p>
        Frame prices are shown in the shop and at checkout. We accept card payments only: Visa,
        Mastercard and debit cards. An order is confirmed when you receive its order ID. Shipping is
        free on orders over $50.00; smaller orders pay a flat $9.99 shipping charge.
      </p>

      <h2>4. Delivery</h2>
      <p>
        Orders are usually delivered within 1-7 days. We send tracking details by email as soon as
        your frames ship. If a frame arrives damaged, contact us and we will replace it.
      </p>

      <h2>5. Acceptable use</h2>
      <p>
        Do not try to break, overload or gain unauthorised access to CityLens, scrape it at scale,
        or use it to harass other people.
      </p>

      <h2>6. Liability</h2>
      <p>
        City guides, events and travel content are provided for inspiration and may change; check
        details such as event times with the organiser before you travel. Nothing in these terms
        limits liability that cannot be limited by law.
      </p>

      <h2>7. Ending your account</h2>
      <p>
        You may delete your account at any time from your profile. We may suspend accounts that
        seriously or repeatedly break these terms.
      </p>

      <h2>8. Changes to these terms</h2>
      <p>
        We will give you at least <strong>30 days notice</strong> of any material change to these
        terms, by email or on the site, before it takes effect. If you keep using CityLens after
        that, the new terms apply.
      </p>

      <h2>9. Disputes</h2>
      <p>
        If you have a complaint, please contact us first. Both sides agree to try to settle any
        dispute through good-faith negotiation for <strong>60 days</strong> before either starts
        formal proceedings.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms? Reach us through the{' '}
        <Link to={routes.contact.href()}>contact page</Link>.
      </p>
    </StaticPageLayout>
  );
}
