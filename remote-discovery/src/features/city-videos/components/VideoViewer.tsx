import type { Video } from '@citylens/shared';
import { MediaViewer, listSteps } from '../../../components/viewer/MediaViewer';
import { ViewerCredits } from '../../../components/viewer/ViewerDetails';
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
  return (
    <MediaViewer
      label={video.title}
      {...listSteps(videos, index, (_video, next) => onShow(next))}
      onClose={onClose}
      media={<VideoPlayer key={video.id} url={video.youtube_url} title={video.title} />}
    >
      <ViewerCredits item={video} />
    </MediaViewer>
  );
}
