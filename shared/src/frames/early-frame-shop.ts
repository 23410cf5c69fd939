import { FRAME_TAB_PARAM, frameKindsOf, frameTabFrom } from '../contracts/frame-tabs';
import type { FrameKind } from '../contracts/entities';
import { startEarlyGet } from '../http/early-answers';
import { imageSrcSet, imageUrl } from '../images/image-url';
import { preloadImage } from '../images/preload-image';

/**
 * The frame shop's first screen without waiting for the app: the early page script asks for the
 * chosen tab's frame lists while the app's code is still arriving (the shop's first `apiGet` of
 * each takes the answer), and preloads the first card's photo as soon as it is known (the page's
 * LCP). Kept free of React and emotion: it runs on its own.
 */

/** Each kind of frame's list in the API. */
export const FRAME_LIST_PATHS: Record<FrameKind, string> = {
  picture: '/api/picture-frames/',
  painting: '/api/painting-frames/',
};

/** A frame card's photo: the card and the early preload ask for the same file. */
export const FRAME_CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 640px) 45vw, 92vw';

export function frameCardImageSources(image: string): { src: string; srcSet: string } {
  return { src: imageUrl(image, 'thumbnail'), srcSet: imageSrcSet(image) };
}

/** The lists the tab in `search` (`?tab=`) shows, in its grid's order. */
export function frameListPaths(search: string): string[] {
  const tab = frameTabFrom(new URLSearchParams(search).get(FRAME_TAB_PARAM));
  return frameKindsOf(tab).map((kind) => FRAME_LIST_PATHS[kind]);
}

/** Starts the tab's list calls; resolves to the first card's photo, preloaded, or null. */
export async function startEarlyFrameShop(search: string): Promise<string | null> {
  // Frames are the same for every visitor: asked for early with a session too.
  const lists = frameListPaths(search).map((path) => startEarlyGet(path, { personal: false }));
  for (const list of lists) {
    const frames = await list;
    if (!Array.isArray(frames)) return null;
    if (!frames.length) continue;
    // A card shows its black photo until a colour is chosen.
    const image = (frames[0] as { black_image_url?: unknown }).black_image_url;
    if (typeof image !== 'string' || !image) return null;
    preloadImage({ ...frameCardImageSources(image), sizes: FRAME_CARD_IMAGE_SIZES });
    return image;
  }
  return null;
}
