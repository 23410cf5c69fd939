import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { getBus, useCart } from '@citylens/shared';
import { routes } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { mq, theme, visuallyHiddenCss } from '@citylens/shared/ui';
import { contactDetails } from '../../../lib/contact-details';
import { FacebookIcon, InstagramIcon, PinterestIcon, XIcon, YouTubeIcon } from './social-icons';

export const COPYRIGHT_YEAR = 2025;

const socialLinks: { name: string; href: string; icon: ReactNode }[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { name: 'X', href: 'https://x.com/', icon: <XIcon /> },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
  { name: 'Pinterest', href: 'https://www.pinterest.com/', icon: <PinterestIcon /> },
];

const headingCss = css`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.textInverse};
  margin-bottom: ${theme.space[3]}px;
`;

const linkCss = css`
  color: ${theme.colors.inkMuted};
  text-decoration: none;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  font-size: ${theme.fontSizes.md};
  text-align: left;
  &:hover {
    color: ${theme.colors.textInverse};
    text-decoration: underline;
  }
`;

const listCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
  padding: 0;
  list-style: none;
`;

/** The site footer: contact, info links, View Cart (n), social links, the newsletter (unavailable) and ©. */
export function SiteFooter() {
  const cart = useCart();
  const newsletterNoteId = useId();
  const newsletterInputId = useId();

  return (
    <footer
      css={css`
        background: ${theme.colors.ink};
        color: ${theme.colors.inkMuted};
        margin-top: ${theme.space[8]}px;
      `}
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space[6]}px;
          max-width: ${theme.maxWidth};
          margin: 0 auto;
          padding: ${theme.space[7]}px ${theme.space[4]}px ${theme.space[6]}px;
          grid-template-columns: 1fr;
          ${mq.tablet} {
            grid-template-columns: repeat(2, 1fr);
          }
          ${mq.laptop} {
            grid-template-columns: 1.3fr 1fr 1fr 1.4fr;
            padding-left: ${theme.space[6]}px;
            padding-right: ${theme.space[6]}px;
          }
        `}
      >
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" css={headingCss}>
            Contact
          </h2>
          <address
            css={css`
              font-style: normal;
              display: flex;
              flex-direction: column;
              gap: ${theme.space[2]}px;
            `}
          >
            <span>
              {[contactDetails.studio, contactDetails.street, contactDetails.city].map((line) => (
                <span
                  key={line}
                  css={css`
                    display: block;
                  `}
                >
                  {line}
                </span>
              ))}
            </span>
            <a href={`mailto:${contactDetails.email}`} css={linkCss}>
              {contactDetails.email}
            </a>
            <a href={contactDetails.phoneHref} css={linkCss}>
              {contactDetails.phone}
            </a>
          </address>
        </section>

        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" css={headingCss}>
            Information
          </h2>
          <ul css={listCss}>
            <li>
              <Link to={routes.privacy.href()} css={linkCss}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to={routes.faq.href()} css={linkCss}>
                FAQ
              </Link>
            </li>
            <li>
              <Link to={routes.cookies.href()} css={linkCss}>
                Cookie Policy
              </Link>
            </li>
            <li>
              <Link to={routes.contact.href()} css={linkCss}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link to={routes.terms.href()} css={linkCss}>
                Terms and Conditions
              </Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" css={headingCss}>
            Shop
          </h2>
          <ul css={listCss}>
            <li>
              <Link to={routes.frameShop.href()} css={linkCss}>
                Frame Shop
              </Link>
            </li>
            <li>
              <button
                type="button"
                css={linkCss}
                onClick={() => getBus().sendIntent({ type: 'open-cart' })}
              >
                View Cart ({cart.count})
              </button>
            </li>
            <li>
              <Link to={routes.events.href()} css={linkCss}>
                Events
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" css={headingCss}>
            Newsletter
          </h2>
          <p>New cities, photo stories and frame offers, once a month.</p>
          {/* The newsletter provider is not configured, so the form can never be sent (spec §2). */}
          <form
            onSubmit={(event) => event.preventDefault()}
            aria-labelledby="footer-newsletter"
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[2]}px;
              margin-top: ${theme.space[3]}px;
            `}
          >
            <label htmlFor={newsletterInputId} css={visuallyHiddenCss}>
              Email address for the newsletter
            </label>
            <input
              id={newsletterInputId}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-describedby={newsletterNoteId}
              css={css`
                flex: 1 1 12rem;
                min-height: 44px;
                padding: 0 ${theme.space[3]}px;
                border: 1px solid ${theme.colors.borderStrong};
                border-radius: ${theme.radii.sm};
                background: ${theme.colors.surface};
                color: ${theme.colors.text};
              `}
            />
            <button
              type="submit"
              disabled
              aria-describedby={newsletterNoteId}
              css={css`
                min-height: 44px;
                padding: 0 ${theme.space[4]}px;
                border: 0;
                border-radius: ${theme.radii.sm};
                background: #5c4f45;
                color: ${theme.colors.textInverse};
                font-weight: 700;
                cursor: not-allowed;
              `}
            >
              Subscribe
            </button>
            <p
              id={newsletterNoteId}
              css={css`
                flex-basis: 100%;
                font-size: ${theme.fontSizes.sm};
              `}
            >
              Newsletter sign-up is not available yet.
            </p>
          </form>
        </section>
      </div>

      <div
        css={css`
          border-top: 1px solid rgba(255, 255, 255, 0.14);
        `}
      >
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: ${theme.space[3]}px;
            max-width: ${theme.maxWidth};
            margin: 0 auto;
            padding: ${theme.space[4]}px;
            ${mq.laptop} {
              padding-left: ${theme.space[6]}px;
              padding-right: ${theme.space[6]}px;
            }
          `}
        >
          <p>
            © {COPYRIGHT_YEAR} CityLens. Experience different cultures through their food, lifestyle
            and festivals.
          </p>
          <ul
            aria-label="CityLens on social media"
            css={css`
              display: flex;
              gap: ${theme.space[2]}px;
              padding: 0;
              list-style: none;
            `}
          >
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`CityLens on ${link.name}`}
                  css={css`
                    display: inline-grid;
                    place-items: center;
                    width: 40px;
                    height: 40px;
                    border-radius: 50%;
                    color: ${theme.colors.inkMuted};
                    background: rgba(255, 255, 255, 0.08);
                    &:hover {
                      color: ${theme.colors.textInverse};
                      background: ${theme.colors.primary};
                    }
                  `}
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
