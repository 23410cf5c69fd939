import { css } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
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

/** The longest a step waits for the next photo: past it, the photo shows on its placeholder. */
export const PHOTO_DECODE_WAIT_MS = 1000;

/**
 * The index of the photo on screen: the one asked for, once its picture is decoded (or after
 * PHOTO_DECODE_WAIT_MS). Until then the previous photo stays with its own caption and counter,
 * so a caption never sits over another photo or over an empty box.
 */
function useDecodedIndex<Photo>(
  photos: readonly Photo[],
  index: number,
  image: (photo: Photo) => string,
): number {
  const [shown, setShown] = useState(index);
  const wanted = photos[index];
  const src = wanted === undefined ? '' : image(wanted);
  useEffect(() => {
    if (shown === index || !src) return;
    let current = true;
    const show = () => {
      if (current) setShown(index);
    };
    const picture = new Image();
    picture.src = src;
    const timer = setTimeout(show, PHOTO_DECODE_WAIT_MS);
    // decode() settles once the picture can be painted at once (or fails: show it anyway).
    (typeof picture.decode === 'function' ? picture.decode() : Promise.resolve()).then(show, show);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [index, src, shown]);
  return photos[shown] === undefined ? index : shown;
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
  const shown = useDecodedIndex(photos, index, image);
  const photo = photos[shown];
  usePreloadNeighbours(photos, index, image);
  if (!photo) return null;
  const src = image(photo);
  return (
    <MediaViewer
      label={title(photo)}
      // Steps go on from the photo asked for; the counter is the photo on screen's.
      {...listSteps(photos, index, onShow)}
      index={shown}
      onClose={onClose}
      suspended={suspended}
      media={
        // A new element per photo, once it is decoded: a reused <img> kept painting the previous
        // photo until the next one loaded, under the next one's caption.
        <img key={src} src={src} alt={title(photo)} width={1200} height={900} css={photoCss} />
      }
    >
      <ViewerTitle>{title(photo)}</ViewerTitle>
      {children(photo)}
    </MediaViewer>
  );
}
