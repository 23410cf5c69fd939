import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq, theme, spreadRowCss } from '@citylens/shared/ui';
import { FacebookIcon, InstagramIcon, PinterestIcon, XIcon, YouTubeIcon } from './social-icons';

export const COPYRIGHT_YEAR = 2025;

const socialLinks: { name: string; href: string; icon: ReactNode }[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { name: 'X', href: 'https://x.com/', icon: <XIcon /> },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
  { name: 'Pinterest', href: 'https://www.pinterest.com/', icon: <PinterestIcon /> },
];

/** The footer's last band: © and the social links. */
export function FooterBottomBar() {
  return (
    <div
      css={css`
        border-top: 1px solid rgba(255, 255, 255, 0.14);
      `}
    >
      <div
        css={[
          spreadRowCss[3],
          css`
            max-width: ${theme.maxWidth};
            margin: 0 auto;
            padding: ${theme.space[4]}px;
            ${mq.laptop} {
              padding-left: ${theme.space[6]}px;
              padding-right: ${theme.space[6]}px;
            }
          `,
        ]}
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
  );
}
