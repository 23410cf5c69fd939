import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { StaticPageLayout } from './StaticPageLayout';

/** /faq */
export default function FaqPage() {
  return (
    <StaticPageLayout
      eyebrow="Help"
      title="Frequently Asked Questions"
      subtitle="Quick answers about CityLens, accounts and the frame shop."
    >
      <h2>About CityLens</h2>
      <h3>What is CityLens?</h3>
      <p>
        CityLens is a travel and city-guide photography site. Explore cities through their photos,
        articles, videos, food and transport, find upcoming events, read and write city reviews,
        share your own lifestyle photos, and bring a favourite view home in a frame from our shop.
      </p>
      <h3>How do I create an account?</h3>
      <p>
        Select <strong>Sign In</strong> at the top of any page, then <strong>Create Account</strong>{' '}
        (on a phone, open the menu and choose <strong>Sign Up</strong>). Choose a username of 3 to
        30 letters, numbers or underscores, enter your email and a password of at least 8
        characters. Once registered, sign in to like cities, write reviews, upload photos and
        comment.
      </p>

      <h2>Frames and orders</h2>
      <h3>How do I order a frame?</h3>
      <p>
        Open the <Link to={routes.frameShop.href()}>Frame Shop</Link>, pick a picture or painting
        frame, choose black or brown and a quantity from 1 to 10, and add it to your cart. When you
        are ready, select <strong>Checkout</strong>, enter your shipping and card details and
        confirm. You will see your order ID straight away.
      </p>
      <h3>Which payment methods do you accept?</h3>
      <p>
        We accept card payments only: Visa, Mastercard and debit cards. We do not take cash, bank
        transfers or other payment services.
      </p>
      <h3>How will I know where my order is?</h3>
      <p>
        As soon as your order ships, we email you its tracking details so you can follow it to your
        door.
      </p>
      <h3>How long does delivery take?</h3>
      <p>Delivery takes 1-7 days, depending on where you are.</p>

      <h2>Still need help?</h2>
      <p>
        Send us a message on the <Link to={routes.contact.href()}>contact page</Link> — we reply
        within 24 hours on business days.
      </p>
    </StaticPageLayout>
  );
}
