import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { PrivacyHowLongWeKeepIt } from './PrivacyHowLongWeKeepIt';
import { PrivacyInformationWeCollect } from './PrivacyInformationWeCollect';
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

      <PrivacyInformationWeCollect />

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

      <PrivacyHowLongWeKeepIt />

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
