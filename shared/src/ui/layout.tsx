import { css, type SerializedStyles } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { theme } from './theme';

type Space = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
const spaces: Space[] = [1, 2, 3, 4, 5, 6, 7, 8];

// Built once per gap: a list of rows renders without re-serialising CSS.
const byGap = (base: string) =>
  Object.fromEntries(
    spaces.map((n) => [
      n,
      css`
        ${base};
        gap: ${theme.space[n]}px;
      `,
    ]),
  ) as Record<Space, SerializedStyles>;

/** Items side by side, wrapping onto the next line when there is no room (buttons, badges). */
export const rowCss = byGap('display: flex; flex-wrap: wrap');
/** A wrapping row with its items at both ends (a title and its action, a total and Checkout). */
export const spreadRowCss = byGap(
  'display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between',
);
/**
 * One line with its items at both ends, never wrapping: the first item shrinks instead (a card's
 * name and its like button, a viewer's counter and its close button).
 */
export const spreadLineCss = byGap(
  'display: flex; align-items: center; justify-content: space-between',
);
/** A wrapping row whose items are centred on one another (a line of text and its button). */
export const centredRowCss = byGap('display: flex; flex-wrap: wrap; align-items: center');
/** Items on one line, centred on one another (an icon and its text, a label and its stepper). */
export const lineCss = byGap('display: flex; align-items: center');
/**
 * One line with its items at both ends, aligned at their tops: a title block that may wrap and
 * the button beside it (a dialog's close button, a video's caption and its stop button).
 */
export const spreadTopLineCss = byGap(
  'display: flex; align-items: flex-start; justify-content: space-between',
);
/** Items one under the other (a column of blocks). */
export const stackCss = byGap('display: flex; flex-direction: column');

export interface LayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** `theme.space[gap]` between the items. */
  gap?: Space;
}

/** A wrapping row of actions or badges: a div with `rowCss`. */
export function Row({ gap = 3, ...props }: LayoutProps) {
  return <div css={rowCss[gap]} {...props} />;
}

/** A column of blocks: a div with `stackCss`. */
export function Stack({ gap = 3, ...props }: LayoutProps) {
  return <div css={stackCss[gap]} {...props} />;
}

/** A list with no bullets and no indent (cards, lines, links laid out by their own styles). */
export const plainListCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
