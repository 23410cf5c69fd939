import { css } from '@emotion/react';
import { extractVideoId, imageUrl, type FoodItem } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';
import { MediaViewer, listSteps } from '../../../components/viewer/MediaViewer';
import { ViewerCredits } from '../../../components/viewer/ViewerDetails';
import { VideoPlayer } from '../../../components/video/VideoPlayer';
import { FOOD_VIEWER_PRESET } from '../../../lib/viewer-photos';

export interface FoodViewerProps {
  items: readonly FoodItem[];
  index: number;
  cityName: string;
  onShow: (item: FoodItem) => void;
  onClose: () => void;
}

/** A food item full screen: its video (or Video not available), title, creator, date and description. */
export default function FoodViewer({ items, index, cityName, onShow, onClose }: FoodViewerProps) {
  const item = items[index];
  if (!item) return null;
  const hasVideo = extractVideoId(item.youtube_url) !== null;
  return (
    <MediaViewer
      label={item.title}
      {...listSteps(items, index, onShow)}
      onClose={onClose}
      media={
        hasVideo ? (
          <VideoPlayer key={item.id} url={item.youtube_url} title={item.title} />
        ) : (
          <figure
            css={css`
              position: relative;
              width: 100%;
              margin: 0;
            `}
          >
            <img
              src={imageUrl(item.thumbnail_url, FOOD_VIEWER_PRESET)}
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
            <figcaption
              css={css`
                margin-top: ${theme.space[2]}px;
                font-weight: 700;
              `}
            >
              Video not available
            </figcaption>
          </figure>
        )
      }
    >
      <ViewerCredits item={item} place={cityName} />
    </MediaViewer>
  );
}
