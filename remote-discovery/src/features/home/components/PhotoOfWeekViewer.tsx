import { css } from '@emotion/react';
import { imageUrl, type PhotoOfTheWeek } from '@citylens/shared';
import { theme } from '@citylens/shared/ui';
import { MediaViewer, wrapIndex } from '../../../components/viewer/MediaViewer';

export interface PhotoOfWeekViewerProps {
  photos: readonly PhotoOfTheWeek[];
  index: number;
  onShow: (photo: PhotoOfTheWeek) => void;
  onClose: () => void;
}

/** Without its own description, a photo is introduced by a sentence naming its creator and city. */
export function photoDescription(photo: PhotoOfTheWeek): string {
  return (
    photo.photo_of_week_description?.trim() ||
    `A photo of the week by ${photo.creator_name}, taken in ${photo.city_name}.`
  );
}

/** One photo of the week, large, with its title, city, creator, camera details, tags and description. */
export default function PhotoOfWeekViewer({
  photos,
  index,
  onShow,
  onClose,
}: PhotoOfWeekViewerProps) {
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
      media={
        <img
          src={imageUrl(photo.image_url || photo.url, 'large')}
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
        <strong>City:</strong> {photo.city_name}
      </p>
      <p>
        <strong>Creator:</strong> {photo.creator_name}
      </p>
      {photo.camera_info && (
        <p>
          <strong>Camera:</strong> {photo.camera_info}
        </p>
      )}
      {photo.tags.length > 0 && (
        <ul
          aria-label="Tags"
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: ${theme.space[2]}px;
            list-style: none;
            padding: 0;
          `}
        >
          {photo.tags.map((tag) => (
            <li
              key={tag}
              css={css`
                padding: 2px ${theme.space[3]}px;
                border-radius: ${theme.radii.pill};
                background: rgba(255, 255, 255, 0.14);
                font-size: ${theme.fontSizes.sm};
              `}
            >
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <p
        css={css`
          line-height: ${theme.lineHeights.body};
        `}
      >
        {photoDescription(photo)}
      </p>
    </MediaViewer>
  );
}
