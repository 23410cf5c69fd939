import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';

/** A header link or button: nav items, the cart, the mobile menu's entries. */
export const navItemCss = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  min-height: 40px;
  padding: 0 ${theme.space[3]}px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${theme.colors.primary};
  }
`;

/** The header's pill buttons (Sign In, Back). */
export const headerButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]}px;
  min-height: 40px;
  padding: 0 ${theme.space[4]}px;
  border: 0;
  border-radius: ${theme.radii.pill};
  font-weight: 700;
  cursor: pointer;
`;
