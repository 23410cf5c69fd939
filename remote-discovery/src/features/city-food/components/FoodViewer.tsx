import { css } from '@emotion/react';
import { imageUrl, type FoodItem } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';
import { MediaViewer, listSteps } from '../../../components/viewer/MediaViewer';
import { ViewerCredits } from '../../../components/viewer/ViewerDetails';
import { VideoPlayer } from '../../../components/video/VideoPlayer';
import { hasVideo } from '../../../components/PlayableContentGrid';

export interface FoodViewerProps {
  items: readonly FoodItem[];
  index: number;
  cityName: string;
  onShow: (item: FoodItem) => void;
  onClose: () => void;
}

/**
 * A food item full screen: its video, or its photo when it has none (as its card promises: a play
 * mark only on a card with a video), title, creator, date and description.
 */
export default function FoodViewer({ items, index, cityName, onShow, onClose }: FoodViewerProps) {
  const item = items[index];
  if (!item) return null;
  return (
    <MediaViewer
      label={item.title}
      {...listSteps(items, index, onShow)}
      onClose={onClose}
      media={
        hasVideo(item) ? (
          <VideoPlayer key={item.id} url={item.youtube_url} title={item.title} />
        ) : (
          <img
            src={imageUrl(item.thumbnail_url, 'large')}
            alt={item.title}
            width={1200}
            height={900}
            // Sized to the picture itself (not letterboxed in a wider box), so its corners are
            // rounded like the other viewers' pictures.
            css={css`
              display: block;
              margin: 0 auto;
              max-width: 100%;
              width: auto;
              height: auto;
              max-height: 70vh;
              border-radius: ${theme.radii.md};
            `}
          />
        )
      }
    >
      <ViewerCredits item={item} place={cityName} />
    </MediaViewer>
  );
}
