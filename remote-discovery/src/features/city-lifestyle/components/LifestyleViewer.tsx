import { imageUrl, type LifestylePhoto } from '@citylens/shared';
import { Button, rowCss } from '@citylens/shared/ui';
import { LikeButton } from '../../../components/LikeButton';
import { CommentIcon } from '../../../components/icons';
import { PhotoListViewer, type PhotoListProps } from '../../../components/viewer/PhotoListViewer';

export interface LifestyleViewerProps extends PhotoListProps<LifestylePhoto> {
  onLike: (photo: LifestylePhoto) => void;
  likePending: boolean;
  onComments: (photo: LifestylePhoto) => void;
}

/** A lifestyle photo full screen: previous/next, its like toggle and count, and its comments. */
export default function LifestyleViewer({
  onLike,
  likePending,
  onComments,
  ...list
}: LifestyleViewerProps) {
  return (
    <PhotoListViewer
      {...list}
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
