import { css } from '@emotion/react';
import type { Video } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';
import { creatorOf, itemDate } from '../../../components/item-meta';
import { MediaViewer, wrapIndex } from '../../../components/viewer/MediaViewer';
import { VideoPlayer } from '../../../components/video/VideoPlayer';

export interface VideoViewerProps {
  videos: readonly Video[];
  index: number;
  onShow: (index: number) => void;
  onClose: () => void;
}

/** Modal playback: one video large, previous/next cycling through the city's videos. */
export default function VideoViewer({ videos, index, onShow, onClose }: VideoViewerProps) {
  const video = videos[index];
  if (!video) return null;
  const date = itemDate(video);
  return (
    <MediaViewer
      label={video.title}
      index={index}
      total={videos.length}
      onClose={onClose}
      onPrevious={() => onShow(wrapIndex(index - 1, videos.length))}
      onNext={() => onShow(wrapIndex(index + 1, videos.length))}
      media={<VideoPlayer key={video.id} url={video.youtube_url} title={video.title} />}
    >
      <h2
        css={css`
          font-size: ${theme.fontSizes.xxl};
          color: #fff;
        `}
      >
        {video.title}
      </h2>
      <p>
        By <strong>{creatorOf(video)}</strong>
        {date && <> · {date}</>}
      </p>
      {video.description && (
        <p
          css={css`
            line-height: ${theme.lineHeights.body};
          `}
        >
          {video.description}
        </p>
      )}
    </MediaViewer>
  );
}
