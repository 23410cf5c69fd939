import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@citylens/shared/ui';
import { MediaViewer, wrapIndex } from './MediaViewer';

export interface PhotoListViewerProps<Photo> {
  photos: readonly Photo[];
  index: number;
  onShow: (photo: Photo) => void;
  onClose: () => void;
  /** A modal is open over the viewer. */
  suspended?: boolean;
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
  const go = (step: number) => onShow(photos[wrapIndex(index + step, photos.length)]!);
  return (
    <MediaViewer
      label={title(photo)}
      index={index}
      total={photos.length}
      onClose={onClose}
      onPrevious={() => go(-1)}
      onNext={() => go(1)}
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
      <h2
        css={css`
          font-size: ${theme.fontSizes.xxl};
          color: #fff;
        `}
      >
        {title(photo)}
      </h2>
      {children(photo)}
    </MediaViewer>
  );
}
