import { css } from '@emotion/react';
import { imageUrl, type PhotoOfTheWeek } from '@citylens/shared';
import { plainListCss, theme, rowCss } from '@citylens/shared/ui';
import { PhotoListViewer, type PhotoListProps } from '../../../components/viewer/PhotoListViewer';
import { viewerTextCss } from '../../../components/viewer/ViewerDetails';

export type PhotoOfWeekViewerProps = PhotoListProps<PhotoOfTheWeek>;

/** Without its own description, a photo is introduced by a sentence naming its creator and city. */
export function photoDescription(photo: PhotoOfTheWeek): string {
  return (
    photo.photo_of_week_description?.trim() ||
    `A photo of the week by ${photo.creator_name}, taken in ${photo.city_name}.`
  );
}

/** One photo of the week, large, with its title, city, creator, camera details, tags and description. */
export default function PhotoOfWeekViewer(list: PhotoOfWeekViewerProps) {
  return (
    <PhotoListViewer
      {...list}
      title={(photo) => photo.title}
      image={(photo) => imageUrl(photo.image_url || photo.url, 'large')}
    >
      {(photo) => (
        <>
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
            <ul aria-label="Tags" css={[rowCss[2], plainListCss]}>
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
          <p css={viewerTextCss}>{photoDescription(photo)}</p>
        </>
      )}
    </PhotoListViewer>
  );
}
