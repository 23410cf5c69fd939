import { css } from '@emotion/react';

/**
 * For a status or alert region kept mounted and only its text changed (a region inserted together
 * with its text is often not announced): while empty it leaves the layout, so it adds no gap.
 */
export const liveRegionCss = css`
  &:empty {
    position: absolute;
  }
`;

/**
 * Focus went down with a removed element (or nowhere): true when nothing, the page's body or a
 * detached node has it. A component that removed the focused control then puts focus back in
 * place; otherwise the visitor moved it, and it stays theirs.
 */
export function focusWasLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
