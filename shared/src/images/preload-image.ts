/**
 * Preloads the image an <img> will ask for, with the same candidates and sizes, so the browser
 * picks the same file and the <img> finds it in its cache; once per file. Kept free of React and
 * emotion, so a script that runs before the app's code can use it.
 */
export function preloadImage({
  src,
  srcSet,
  sizes,
}: {
  src: string;
  srcSet: string;
  sizes: string;
}): void {
  const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if (Array.from(preloads).some((l) => l.getAttribute('href') === src)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
