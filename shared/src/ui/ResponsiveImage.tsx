import { css } from '@emotion/react';
import type { ImgHTMLAttributes } from 'react';
import { theme } from './theme';

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

/**
 * An <img> that never shifts the layout (size or aspect ratio reserved), loads lazily and
 * decodes asynchronously by default; `priority` is for the one above-the-fold hero image.
 */
export function ResponsiveImage({
  width,
  height,
  aspectRatio,
  priority = false,
  fit = 'cover',
  rounded = false,
  alt,
  ...rest
}: ResponsiveImageProps) {
  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : '4 / 3');
  return (
    <img
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      css={css`
        display: block;
        width: 100%;
        height: auto;
        aspect-ratio: ${ratio};
        object-fit: ${fit};
        background: ${theme.colors.surfaceMuted};
        border-radius: ${rounded ? theme.radii.md : 0};
      `}
      {...rest}
    />
  );
}
