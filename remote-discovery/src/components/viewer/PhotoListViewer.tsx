import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@citylens/shared/ui';
import { MediaViewer, listSteps } from './MediaViewer';
import { ViewerTitle } from './ViewerDetails';

/** Which photo of which list the viewer shows, and what it does on moving and closing. */
export interface PhotoListProps<Photo> {
  photos: readonly Photo[];
  index: number;
  onShow: (photo: Photo) => void;
  onClose: () => void;
  /** A modal is open over the viewer. */
  suspended?: boolean;
}

export interface PhotoListViewerProps<Photo> extends PhotoListProps<Photo> {
  title: (photo: Photo) => string;
  /** The photo's URL, already through `imageUrl`. */
  image: (photo: Photo) => string;
  /** What the viewer says of the photo under its title. */
  children: (photo: Photo) => ReactNode;
}

/** One photo of a list, large, with previous/next (wrapping), its title and its details. */
export function PhotoListViewer<Photo>({
  photos,
  index,
  onShow,
  onClose,
  suspended,
  title,
  image,
  children,
}: PhotoListViewerProps<Photo>) {
  const photo = photos[index];
  if (!photo) return null;
  return (
    <MediaViewer
      label={title(photo)}
      {...listSteps(photos, index, onShow)}
      onClose={onClose}
      suspended={suspended}
      media={
        <img
          src={image(photo)}
          alt={title(photo)}
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
      <ViewerTitle>{title(photo)}</ViewerTitle>
      {children(photo)}
    </MediaViewer>
  );
}
