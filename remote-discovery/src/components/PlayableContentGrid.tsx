import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { extractVideoId } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';
import { ContentCard, GRID_IMAGE_SIZES } from './ContentCard';

/** A card's share of the width in four columns (`GRID_IMAGE_SIZES` is for three). */
const FOUR_COLUMN_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** An item of a sub-page that may carry a video (food, transport). */
export interface PlayableItem {
  id: number;
  title: string;
  youtube_url: string | null;
  thumbnail_url: string | null;
}

export interface PlayableContentGridProps<Item extends PlayableItem> {
  items: readonly Item[];
  /** The line under a card's title. */
  cardMeta: (item: Item) => ReactNode;
  icon?: ReactNode;
  /** The card's button name for an item without a video, e.g. `View Paella`. */
  openLabel: (item: Item) => string;
  /** An item was chosen: show it (its video, or its photo) in the page's viewer or modal. */
  onOpen: (item: Item) => void;
}

/** Does the item carry a video that can be played (a link with a valid id)? */
export function hasVideo(item: PlayableItem): boolean {
  return extractVideoId(item.youtube_url) !== null;
}

/**
 * Columns on a wide screen: 4 or 3, whichever leaves the fewest holes in the last row (the seed's
 * four items fill one row of 4 where 3 columns left a lone card below).
 */
export function wideColumns(count: number): 3 | 4 {
  const holes = (columns: number) => (columns - (count % columns)) % columns;
  return holes(4) < holes(3) ? 4 : 3;
}

const gridCss = (wide: 3 | 4) => css`
  display: grid;
  gap: ${theme.space[5]}px;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(${wide}, minmax(0, 1fr));
  }
`;

/**
 * The grid of a sub-page whose items may have a video. Every card behaves one way: it opens its
 * item in the page's viewer or modal, where a video plays and a photo is shown, so a card never
 * changes size or loses its line under the title. Only a card with a playable video has the
 * play mark.
 */
export function PlayableContentGrid<Item extends PlayableItem>({
  items,
  cardMeta,
  icon,
  openLabel,
  onOpen,
}: PlayableContentGridProps<Item>) {
  const wide = wideColumns(items.length);
  return (
    <ul css={gridCss(wide)}>
      {items.map((item) => {
        const video = hasVideo(item);
        return (
          <li key={item.id}>
            <ContentCard
              title={item.title}
              meta={cardMeta(item)}
              image={item.thumbnail_url}
              icon={icon}
              video={video}
              imageSizes={wide === 4 ? FOUR_COLUMN_IMAGE_SIZES : GRID_IMAGE_SIZES}
              actionLabel={video ? `Play ${item.title}` : openLabel(item)}
              onActivate={() => onOpen(item)}
            />
          </li>
        );
      })}
    </ul>
  );
}
