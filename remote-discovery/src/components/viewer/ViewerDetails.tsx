import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@citylens/shared/ui';
import { creatorOf, itemDate, type Credited } from '../../lib/item-meta';

/** A viewer's long text (a description), set for reading on the dark backdrop. */
export const viewerTextCss = css`
  line-height: ${theme.lineHeights.body};
`;

/** The shown item's title, beside or under the media. */
export function ViewerTitle({ children }: { children: ReactNode }) {
  return (
    <h2
      css={css`
        font-size: ${theme.fontSizes.xxl};
        color: #fff;
      `}
    >
      {children}
    </h2>
  );
}

/**
 * A video or food item's words in the viewer: its title, where (when given), "By {creator} · {date}"
 * and its description, if it has one.
 */
export function ViewerCredits({
  item,
  place,
}: {
  item: Credited & { title: string; description?: string | null };
  place?: string;
}) {
  const date = itemDate(item);
  return (
    <>
      <ViewerTitle>{item.title}</ViewerTitle>
      {place !== undefined && <p>{place}</p>}
      <p>
        By <strong>{creatorOf(item)}</strong>
        {date && <> · {date}</>}
      </p>
      {item.description && <p css={viewerTextCss}>{item.description}</p>}
    </>
  );
}
