import type { ReactNode } from 'react';
import { ContentCard, CardGrid } from './ContentCard';
import { InlineVideo } from './video/InlineVideo';
import { useInlinePlayback } from '../hooks/use-inline-playback';

/** An item of a sub-page that may carry a video (food, transport). */
export interface PlayableItem {
  id: number;
  title: string;
  youtube_url: string | null;
  thumbnail_url: string | null;
}

export interface PlayableContentGridProps<Item extends PlayableItem> {
  items: readonly Item[];
  /** The line under a card's title, kept while its video plays. */
  cardMeta: (item: Item) => ReactNode;
  icon?: ReactNode;
  /** The card's button name for an item without a video, e.g. `View Paella`. */
  openLabel: (item: Item) => string;
  /** An item without a video was chosen: show it in the page's viewer or modal. */
  onOpen: (item: Item) => void;
}

/** The grid of a sub-page whose items play their video in place (one at a time) or open. */
export function PlayableContentGrid<Item extends PlayableItem>({
  items,
  cardMeta,
  icon,
  openLabel,
  onOpen,
}: PlayableContentGridProps<Item>) {
  const { playing, play, stop, playButtonRef } = useInlinePlayback();
  return (
    <CardGrid items={items}>
      {(item) =>
        playing === item.id ? (
          <InlineVideo
            title={item.title}
            url={item.youtube_url}
            meta={cardMeta(item)}
            onStop={(hadFocus) => stop(item.id, hadFocus)}
          />
        ) : (
          <ContentCard
            title={item.title}
            meta={cardMeta(item)}
            image={item.thumbnail_url}
            icon={icon}
            video={!!item.youtube_url}
            actionLabel={item.youtube_url ? `Play ${item.title}` : openLabel(item)}
            actionRef={playButtonRef(item.id)}
            onActivate={() => {
              if (item.youtube_url) play(item.id);
              else {
                play(null);
                onOpen(item);
              }
            }}
          />
        )
      }
    </CardGrid>
  );
}
