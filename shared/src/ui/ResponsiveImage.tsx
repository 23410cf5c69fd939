import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ImgHTMLAttributes, type RefObject } from 'react';
import {
  FIRST_PHOTO_ELEMENT_TIMING,
  heldPhoto,
  LAZY_PHOTO_MARGIN_PX,
} from '../contracts/server-render';
import { theme } from './theme';
import { useMountedInServerPass } from '@citylens/shared';

/** Spec §9: lazy images load 50 px before entering the view. */
export const LAZY_IMAGE_ROOT_MARGIN = `${LAZY_PHOTO_MARGIN_PX}px`;

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'loading'
> {
  src: string;
  /** Required: describe the photo, or "" for a purely decorative image. */
  alt: string;
  /** Intrinsic size; with both, the browser reserves the box before the image arrives. */
  width?: number;
  height?: number;
  /** CSS aspect-ratio (e.g. "4 / 3"); reserves space when width/height are unknown. */
  aspectRatio?: string;
  /** The LCP image: eager load and fetchpriority="high". */
  priority?: boolean;
  /** How the image fills its box (default cover). */
  fit?: 'cover' | 'contain';
  rounded?: boolean;
}

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * The ref for the image's box, and whether the image gets its source yet: at once for `priority`
 * or `fromServer`, else once its box is within 50 px of the view.
 */
function useSourceWhenNear(priority: boolean, fromServer: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [inView, setInView] = useState(() => priority || fromServer || !canObserve());
  const show = priority || inView;

  useEffect(() => {
    const img = ref.current;
    if (show || !img || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setInView(true);
        }
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [show]);

  // A photo the server rendered that has not loaded (the page's photo holder keeps it until it is
  // near the view, or the browser's own lazy loading has not reached it) and is not near the view
  // once hydrated: from here it waits as a photo rendered in the browser does, until it is within
  // 50 px (spec §9). A held photo is "complete" (its stand-in pixel is): the holder's mark tells.
  useEffect(() => {
    const img = ref.current;
    if (!fromServer || priority || !(img instanceof HTMLImageElement)) return;
    if (img.complete && !img.hasAttribute(heldPhoto.srcAttribute)) return;
    if (!canObserve()) return;
    const box = img.getBoundingClientRect();
    const margin = LAZY_PHOTO_MARGIN_PX;
    const near =
      box.width + box.height > 0 &&
      box.bottom >= -margin &&
      box.top <= window.innerHeight + margin &&
      box.right >= -margin &&
      box.left <= window.innerWidth + margin;
    if (!near) setInView(false);
    // Once, after hydration.
  }, [fromServer, priority]);

  return [ref, show] as const;
}

/**
 * An <img> that never shifts the layout (size or aspect ratio reserved) and decodes
 * asynchronously. Non-priority images get their src (and srcSet) only once they are within
 * 50 px of the viewport: the browser's own loading="lazy" starts far earlier than the spec's
 * margin. Without IntersectionObserver they load at once. `priority` is for the one
 * above-the-fold hero image: eager, fetchpriority="high".
 */
export function ResponsiveImage({
  width,
  height,
  aspectRatio,
  priority = false,
  fit = 'cover',
  rounded = false,
  alt,
  src,
  srcSet,
  ...rest
}: ResponsiveImageProps) {
  // Rendered on the host's server (and so while hydrating its HTML): the <img> with its source, as
  // a page read without script needs it, left to the browser's own lazy loading. Hydration must
  // meet the same element; a placeholder here was a hydration mismatch on every page with photos.
  const fromServer = useMountedInServerPass();
  const [ref, show] = useSourceWhenNear(priority, fromServer);

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : '4 / 3');
  const boxCss = css`
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${ratio};
    background: ${theme.colors.surfaceMuted};
    border-radius: ${rounded ? theme.radii.md : 0};
  `;
  if (!show) {
    // Until it is near the viewport, the picture's box is a plain placeholder: an <img> with no
    // source would paint Chrome's broken-image glyph there. A press goes through it to the card or
    // button that holds it: the <img> replaces it as it nears the view, and the browser fires no
    // click for a press begun on an element removed before the release (a card tapped as it
    // scrolled in did nothing).
    return (
      <span
        ref={ref}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={rest.className}
        style={rest.style}
        css={[
          boxCss,
          css`
            pointer-events: none;
          `,
        ]}
      />
    );
  }
  return (
    <img
      ref={ref as RefObject<HTMLImageElement>}
      alt={alt}
      src={src}
      srcSet={srcSet}
      width={width}
      height={height}
      loading={priority ? 'eager' : fromServer ? 'lazy' : undefined}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...(priority ? { elementtiming: FIRST_PHOTO_ELEMENT_TIMING } : {})}
      css={[
        boxCss,
        css`
          object-fit: ${fit};
          /* No alt text painted over the reserved box while the image loads. */
          color: transparent;
        `,
      ]}
      {...rest}
    />
  );
}
