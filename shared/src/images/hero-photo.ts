import { imageSrcSet, imageUrl } from './image-url';

/** Every hero slide fills the viewport's width; a preload must pick the same candidate. */
export const HERO_PHOTO_SIZES = '100vw';
export const HERO_PHOTO_FALLBACK_WIDTH = 800;

/** The `src` and `srcset` of a hero slide's photo. */
export function heroPhotoSources(image: string): { src: string; srcSet: string } {
  return { src: imageUrl(image, { width: HERO_PHOTO_FALLBACK_WIDTH }), srcSet: imageSrcSet(image) };
}

/**
 * Preloads the photo a hero will open on (as soon as the photo is known, while the page is still
 * loading), with the same candidates and sizes as the slide's <img>, so the browser picks the
 * same file and the slide finds it in its cache: the page's LCP. Kept free of React and emotion,
 * so a script that runs before the app's code can use it.
 */
export function preloadHeroPhoto(image: string): void {
  const { src, srcSet } = heroPhotoSources(image);
  const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if (Array.from(preloads).some((l) => l.getAttribute('href') === src)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', HERO_PHOTO_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
