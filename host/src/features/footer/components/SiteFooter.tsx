import { css } from '@emotion/react';
import { getBus, useCartCount } from '@citylens/shared';
import { routes, SITE_FOOTER_ID, visitorMarker } from '@citylens/shared/contracts';
import { Link } from '@citylens/shared/router';
import { mq, theme, useServerPass } from '@citylens/shared/ui';
import { contactDetails } from '../../../lib/contact-details';
import { FooterBottomBar } from './FooterBottomBar';
import { FooterNewsletter } from './FooterNewsletter';
import { FooterColumn } from './FooterColumn';
import { footerLinkCss, footerListCss } from './footer-styles';

export { COPYRIGHT_YEAR } from './FooterBottomBar';

/** The Information column, in the spec's order. */
const infoLinks: [label: string, href: string][] = [
  ['Privacy', routes.privacy.href()],
  ['FAQ', routes.faq.href()],
  ['Cookie Policy', routes.cookies.href()],
  ['Contact Us', routes.contact.href()],
  ['Terms and Conditions', routes.terms.href()],
];

/** The site footer: contact, info links, View Cart (n), social links, the newsletter (unavailable) and ©. */
/**
 * The cart's count; where the server's pass has none (every page but a checkout rendered with the
 * visitor's cart), the visitor marker's, as generated content. Its own component, so that only it
 * renders again after hydration.
 */
function CartCount() {
  const count = useCartCount();
  if (useServerPass() && count === 0) return <span css={markedCartCountCss} />;
  return <>{count}</>;
}

const markedCartCountCss = css`
  &::before {
    content: var(${visitorMarker.cartCountProperty}, '0');
  }
`;

export function SiteFooter() {
  return (
    <footer
      id={SITE_FOOTER_ID}
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
        <FooterColumn id="footer-contact" title="Contact">
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
            <a href={`mailto:${contactDetails.email}`} css={footerLinkCss}>
              {contactDetails.email}
            </a>
            <a href={contactDetails.phoneHref} css={footerLinkCss}>
              {contactDetails.phone}
            </a>
          </address>
        </FooterColumn>

        <FooterColumn id="footer-info" title="Information" as="nav">
          <ul css={footerListCss}>
            {infoLinks.map(([label, href]) => (
              <li key={href}>
                <Link to={href} css={footerLinkCss}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-shop" title="Shop">
          <ul css={footerListCss}>
            <li>
              <Link to={routes.frameShop.href()} css={footerLinkCss}>
                Frame Shop
              </Link>
            </li>
            <li>
              <button
                type="button"
                css={footerLinkCss}
                onClick={() => getBus().sendIntent({ type: 'open-cart' })}
              >
                View Cart (<CartCount />)
              </button>
            </li>
            <li>
              <Link to={routes.events.href()} css={footerLinkCss}>
                Events
              </Link>
            </li>
          </ul>
        </FooterColumn>

        <FooterNewsletter />
      </div>
      <FooterBottomBar />
    </footer>
  );
}
