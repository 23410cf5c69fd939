import { css } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { theme } from '@citylens/shared/ui';
import { MediaViewer, listSteps, wrapIndex } from './MediaViewer';
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

/**
 * The photo's box has its size and a lit placeholder before the photo arrives: on first open the
 * viewer showed an empty black area until it did.
 */
const photoCss = css`
  display: block;
  width: min(100%, calc(78vh * 4 / 3));
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  background: #2b2420;
  border-radius: ${theme.radii.md};
`;

/** Starts loading the photos either side, so previous/next usually show theirs at once. */
function usePreloadNeighbours<Photo>(
  photos: readonly Photo[],
  index: number,
  image: (photo: Photo) => string,
) {
  const around =
    photos.length < 2
      ? []
      : [
          photos[wrapIndex(index + 1, photos.length)]!,
          photos[wrapIndex(index - 1, photos.length)]!,
        ];
  // Their URLs, one string: the effect runs when they change, not on every render.
  const urls = around.map(image).join('\n');
  useEffect(() => {
    for (const url of urls.split('\n').filter(Boolean)) new Image().src = url;
  }, [urls]);
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
  usePreloadNeighbours(photos, index, image);
  if (!photo) return null;
  const src = image(photo);
  return (
    <MediaViewer
      label={title(photo)}
      {...listSteps(photos, index, onShow)}
      onClose={onClose}
      suspended={suspended}
      media={
        // A new element per photo: a reused <img> kept painting the previous photo until the
        // next one loaded, under the next one's caption.
        <img key={src} src={src} alt={title(photo)} width={1200} height={900} css={photoCss} />
      }
    >
      <ViewerTitle>{title(photo)}</ViewerTitle>
      {children(photo)}
    </MediaViewer>
  );
}
