import { css } from '@emotion/react';
import { Suspense, lazy, useState } from 'react';
import { extractVideoId, type Video } from '@citylens/shared';
import { Button, theme } from '@citylens/shared/ui';
import { CityCategoryPage, type CategoryListProps } from '../../../components/CityCategoryPage';
import { ContentCard, CardGrid } from '../../../components/ContentCard';
import { creatorOf } from '../../../lib/item-meta';
import { InlineVideo } from '../../../components/video/InlineVideo';
import { useInlinePlayback } from '../../../hooks/use-inline-playback';

const VideoViewer = lazy(() => import('./VideoViewer'));

/** Videos: each plays in its card (one at a time) or full screen in the viewer. */
export function CityVideosPage() {
  return <CityCategoryPage category="videography" list={Videos} />;
}

function Videos({ items: videos }: CategoryListProps<Video>) {
  const { playing, play, stop, playButtonRef } = useInlinePlayback();
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);

  return (
    <>
      <CardGrid items={videos}>
        {(video, index) => {
          const valid = extractVideoId(video.youtube_url) !== null;
          const meta = `By ${creatorOf(video)}`;
          const description = video.description && (
            <p
              css={css`
                font-size: ${theme.fontSizes.sm};
              `}
            >
              {video.description}
            </p>
          );
          // The card's text, the same while its video plays in place, so the card keeps its size.
          const details = (
            <>
              {!valid && (
                <p
                  css={css`
                    font-weight: 700;
                    color: ${theme.colors.danger};
                  `}
                >
                  Video not available
                </p>
              )}
              {description}
              {/* At the card's foot, so the buttons line up across a row of unequal texts. */}
              <div
                css={css`
                  margin-top: auto;
                `}
              >
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Watch ${video.title} full screen`}
                  onClick={() => {
                    play(null);
                    setViewerIndex(index);
                  }}
                >
                  Watch full screen
                </Button>
              </div>
            </>
          );
          return playing === video.id ? (
            <InlineVideo
              title={video.title}
              url={video.youtube_url}
              meta={meta}
              onStop={(hadFocus) => stop(video.id, hadFocus)}
            >
              {details}
            </InlineVideo>
          ) : (
            <ContentCard
              title={video.title}
              meta={meta}
              image={video.thumbnail_url}
              video={valid}
              actionLabel={`Play ${video.title}`}
              actionRef={playButtonRef(video.id)}
              onActivate={() => play(video.id)}
            >
              {details}
            </ContentCard>
          );
        }}
      </CardGrid>
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <VideoViewer
            videos={videos}
            index={viewerIndex}
            onShow={setViewerIndex}
            onClose={() => setViewerIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
