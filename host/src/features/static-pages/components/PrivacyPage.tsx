import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { StaticPageLayout } from './StaticPageLayout';

/** /privacy */
export default function PrivacyPage() {
  return (
    <StaticPageLayout
      title="Privacy Policy"
      subtitle="How CityLens collects, uses, keeps and protects your personal information."
      lastUpdated
    >
      <p>
        CityLens is a travel and city-guide photography site: you can explore cities through their
        photos, articles, videos, food and transport, browse events and buy picture and painting
        frames. This policy explains what personal information we handle when you use CityLens and
        the choices you have.
      </p>

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

      <h2>How we use it</h2>
      <ul>
        <li>To run your account and show your reviews, photos and comments to other visitors.</li>
        <li>To process, ship and support your frame orders, including sending tracking details.</li>
        <li>To answer your questions and send service emails such as password reset links.</li>
        <li>To keep CityLens secure and to understand, with your consent, how the site is used.</li>
      </ul>
      <p>We do not sell your personal information.</p>

      <h2>Sharing</h2>
      <p>
        We share information only with the providers who help us run CityLens — hosting, image
        delivery, payment processing and delivery partners — under contracts that let them use it
        solely for that purpose, or when the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep personal information only as long as we need it for the purposes above: records are
        kept for <strong>up to 6 years</strong>, the longest period for which tax and accounting
        rules can require us to keep order records.
      </p>
      <p>
        When you delete your account, your profile, photos, reviews and comments are removed from
        the site straight away, and the remaining personal data is erased from our systems and
        backups within <strong>60 days after deletion</strong>, except order records we must keep by
        law.
      </p>
      <p>
        The photos you uploaded are deleted with your account, files and every resized copy, not
        kept without your name: a photo can identify you or the people and places in it even without
        a name on it, and a photo nobody owns could no longer be removed on request.
      </p>
      <p>
        Your orders are deleted from the site with your account: nobody, you included, can view them
        there any more. Where tax and accounting rules require it, the record of a sale is kept
        apart from the site for up to 6 years, only for that purpose.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your details on your profile page, change your password, and delete
        your account at any time. You may also ask us for a copy of your data, or ask us to restrict
        or stop processing it, by writing to us through the{' '}
        <Link to={routes.contact.href()}>contact page</Link>.
      </p>

      <h2>Children</h2>
      <p>
        CityLens is not meant for children. You must be at least <strong>13 years old</strong> to
        create an account. If we learn that we hold data of a child under 13, we delete it.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and access to
        personal information is limited to the people who need it to run CityLens.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we make a material change to this policy we will tell you at least{' '}
        <strong>30 days</strong> before it takes effect, by email or on the site.
      </p>
    </StaticPageLayout>
  );
}
