import { css } from '@emotion/react';
import { imageUrl, type LifestylePhoto } from '@citylens/shared';
import { Button, theme } from '@citylens/shared/ui';
import { LikeButton } from '../../../components/LikeButton';
import { CommentIcon } from '../../../components/icons';
import { MediaViewer, wrapIndex } from '../../../components/viewer/MediaViewer';

export interface LifestyleViewerProps {
  photos: readonly LifestylePhoto[];
  index: number;
  onShow: (photo: LifestylePhoto) => void;
  onClose: () => void;
  onLike: (photo: LifestylePhoto) => void;
  likePending: boolean;
  onComments: (photo: LifestylePhoto) => void;
  /** The comments modal is open over the viewer. */
  suspended: boolean;
}

/** A lifestyle photo full screen: previous/next, its like toggle and count, and its comments. */
export default function LifestyleViewer({
  photos,
  index,
  onShow,
  onClose,
  onLike,
  likePending,
  onComments,
  suspended,
}: LifestyleViewerProps) {
  const photo = photos[index];
  if (!photo) return null;
  const go = (step: number) => onShow(photos[wrapIndex(index + step, photos.length)]!);
  return (
    <MediaViewer
      label={photo.title}
      index={index}
      total={photos.length}
      onClose={onClose}
      onPrevious={() => go(-1)}
      onNext={() => go(1)}
      suspended={suspended}
      media={
        <img
          src={imageUrl(photo.image_url, 'large')}
          alt={photo.title}
          width={1200}
          height={900}
          css={css`
            max-width: 100%;
            max-height: 78vh;
            width: auto;
            height: auto;
            object-fit: contain;
            border-radius: ${theme.radii.md};
          `}
        />
      }
    >
      <h2
        css={css`
          font-size: ${theme.fontSizes.xxl};
          color: #fff;
        `}
      >
        {photo.title}
      </h2>
      <p>
        By <strong>{photo.creator_name}</strong> · {photo.city_name}
      </p>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[2]}px;
        `}
      >
        <LikeButton
          tone="dark"
          liked={photo.liked_by_user}
          count={photo.likes_count}
          subject={photo.title}
          pending={likePending}
          onToggle={() => onLike(photo)}
        />
        <Button variant="secondary" onClick={() => onComments(photo)}>
          <CommentIcon /> {photo.comments_count}{' '}
          {photo.comments_count === 1 ? 'comment' : 'comments'}
        </Button>
      </div>
    </MediaViewer>
  );
}
