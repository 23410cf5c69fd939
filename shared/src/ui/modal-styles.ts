import { css, keyframes } from '@emotion/react';
import { mq, theme } from './theme';

/** The dialog's styles (Modal.tsx). */

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

export const widths = { sm: '420px', md: '520px', lg: '760px' } as const;

/**
 * The toolbar's bar: sticks to the top of the dialog's scrolling area, drawn edge to edge over
 * the dialog's padding so the content scrolls out of sight beneath it. A sticky box stops at the
 * padding's inner edge: `top` takes the padding back, or text would show above the bar.
 */
export const toolbarCss = css`
  position: sticky;
  top: -${theme.space[6]}px;
  z-index: 1;
  margin: -${theme.space[6]}px -${theme.space[5]}px ${theme.space[3]}px;
  padding: ${theme.space[3]}px ${theme.space[5]}px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  ${mq.mobile} {
    margin-inline: -${theme.space[6]}px;
    padding-inline: ${theme.space[6]}px;
  }
`;

/** The toolbar's short line, kept on one line beside the close button. */
export const toolbarTextCss = css`
  white-space: nowrap;
  color: ${theme.colors.textMuted};
`;

/** The page behind, dimmed; the dialog sits at its foot on a phone, centred from `mq.mobile`. */
export const backdropCss = css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${theme.colors.overlay};
  animation: ${fadeIn} 160ms ease-out;
  ${mq.mobile} {
    align-items: center;
    padding: ${theme.space[5]}px;
  }
`;

/** The dialog's box, `width` at most; it scrolls within 92% of the window's height. */
export const dialogCss = (width: string) => css`
  position: relative;
  width: 100%;
  max-width: ${width};
  max-height: 92vh;
  overflow-y: auto;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
  box-shadow: ${theme.shadows.lg};
  padding: ${theme.space[6]}px ${theme.space[5]}px ${theme.space[5]}px;
  animation: ${rise} 200ms ease-out;
  ${mq.mobile} {
    border-radius: ${theme.radii.lg};
    padding: ${theme.space[6]}px;
  }
`;

/** A dialog shown with the page (in the server's HTML): no opening animation. */
export const stillCss = css`
  animation: none;
`;
