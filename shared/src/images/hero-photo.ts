import { imageSrcSet, imageUrl } from './image-url';
import { preloadImage } from './preload-image';

/** Every hero slide fills the viewport's width; a preload must pick the same candidate. */
export const HERO_PHOTO_SIZES = '100vw';
export const HERO_PHOTO_FALLBACK_WIDTH = 800;

/** The `src` and `srcset` of a hero slide's photo. */
export function heroPhotoSources(image: string): { src: string; srcSet: string } {
  return { src: imageUrl(image, { width: HERO_PHOTO_FALLBACK_WIDTH }), srcSet: imageSrcSet(image) };
}

/**
 * Preloads the photo a hero will open on (the page's LCP) as soon as the photo is known, while
 * the page is still loading.
 */
export function preloadHeroPhoto(image: string): void {
  preloadImage({ ...heroPhotoSources(image), sizes: HERO_PHOTO_SIZES });
}
