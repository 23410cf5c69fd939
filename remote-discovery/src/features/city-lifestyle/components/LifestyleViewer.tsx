import { imageUrl, type LifestylePhoto } from '@citylens/shared';
import { Button, rowCss } from '@citylens/shared/ui';
import { LikeButton } from '../../../components/LikeButton';
import { CommentIcon } from '../../../components/icons';
import { PhotoListViewer } from '../../../components/viewer/PhotoListViewer';

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
  return (
    <PhotoListViewer
      photos={photos}
      index={index}
      onShow={onShow}
      onClose={onClose}
      suspended={suspended}
      title={(photo) => photo.title}
      image={(photo) => imageUrl(photo.image_url, 'large')}
    >
      {(photo) => (
        <>
          <p>
            By <strong>{photo.creator_name}</strong> · {photo.city_name}
          </p>
          <div css={rowCss[2]}>
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
        </>
      )}
    </PhotoListViewer>
  );
}
