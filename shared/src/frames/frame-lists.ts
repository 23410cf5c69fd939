import { apiPaths } from '../contracts/api-paths';
import type { FrameKind } from '../contracts/entities';
import { imageSrcSet, imageUrl } from '../images/image-url';

/** Each kind of frame's list in the API. */
export const FRAME_LIST_PATHS: Record<FrameKind, string> = {
  picture: apiPaths.pictureFrames,
  painting: apiPaths.paintingFrames,
};

/** A frame card's photo and the sizes it is shown at. */
export const FRAME_CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 640px) 45vw, 92vw';

export function frameCardImageSources(image: string): { src: string; srcSet: string } {
  return { src: imageUrl(image, 'thumbnail'), srcSet: imageSrcSet(image) };
}
