import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';

/** A footer column's heading: small capitals on the dark band. */
export const footerHeadingCss = css`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.textInverse};
  margin-bottom: ${theme.space[3]}px;
`;

/** Footer links (and View Cart, a button that reads as one). */
export const footerLinkCss = css`
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

export const footerListCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
  padding: 0;
  list-style: none;
`;
