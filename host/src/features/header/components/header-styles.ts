import { css } from '@emotion/react';
import { visitorMarker } from '@citylens/shared/contracts';
import { theme } from '@citylens/shared/ui';

/** What every header control shares: a 40 px tall inline row, bold, with no border. */
const controlCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  border: 0;
  font-weight: 700;
  cursor: pointer;
  /* A crowded phone row shrinks the words' room, never the icons. */
  & > svg {
    flex-shrink: 0;
  }
`;

/** A header link or button: nav items, the cart, the mobile menu's entries. */
export const navItemCss = css`
  ${controlCss};
  gap: ${theme.space[2]}px;
  padding: 0 ${theme.space[3]}px;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.06em;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${theme.colors.primary};
  }
`;

/** The header's pill buttons (Sign In, Back). */
export const headerButtonCss = css`
  ${controlCss};
  justify-content: center;
  gap: ${theme.space[1]}px;
  padding: 0 ${theme.space[4]}px;
  border-radius: ${theme.radii.pill};
`;

/** A group of controls pushed to the header's right end. */
export const headerGroupCss = css`
  display: flex;
  align-items: center;
  margin-left: auto;
`;

const signedInMarker = `html[${visitorMarker.attribute}='${visitorMarker.signedIn}']`;

/**
 * On the server's pass the header carries both the signed-in and the signed-out controls (the page
 * is one for every visitor, cached); the marker the page's first script sets on `<html>` shows the
 * visitor's own at first paint. Only on that pass: after it, only the visitor's own are rendered.
 */
export const visitorOnlyCss = {
  signedIn: css`
    html:not([${visitorMarker.attribute}='${visitorMarker.signedIn}']) & {
      display: none !important;
    }
  `,
  signedOut: css`
    ${signedInMarker} & {
      display: none !important;
    }
  `,
};

/** Where the server's pass has no name yet: the marker's, as generated content. */
export const markedNameCss = {
  name: css`
    &::before {
      content: var(${visitorMarker.nameProperty});
    }
  `,
  initial: css`
    &::before {
      content: var(${visitorMarker.initialProperty});
    }
  `,
};

/**
 * The cart's badge where the server's pass has no count (every page but a checkout rendered with
 * the visitor's cart): the marker's, as generated content, shown only when it marked a cart.
 */
export const markedCartBadgeCss = css`
  html:not([${visitorMarker.cartAttribute}]) & {
    display: none;
  }
  &::before {
    content: var(${visitorMarker.cartBadgeProperty});
  }
`;
