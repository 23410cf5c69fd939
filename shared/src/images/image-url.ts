import { getRuntimeConfig, hasRuntimeConfig } from '../config/runtime-config';
import { CLOUDINARY_ORIGIN } from '../contracts/runtime-config';

export type ImagePreset = 'thumbnail' | 'medium' | 'large' | 'hero' | 'avatar' | 'background';
export type ImageWidth = 400 | 800 | 1200 | 1600;
export type ImageVariant = ImagePreset | { width: ImageWidth };

/** Spec §9 presets. */
const PRESET_SIZES: Record<ImagePreset, { width: number; height: number }> = {
  thumbnail: { width: 400, height: 300 },
  medium: { width: 800, height: 600 },
  large: { width: 1200, height: 900 },
  hero: { width: 1920, height: 1080 },
  avatar: { width: 150, height: 150 },
  background: { width: 1920, height: 1080 },
};

/** Responsive widths, served at 4:3. */
export const IMAGE_WIDTHS: readonly ImageWidth[] = [400, 800, 1200, 1600];

/** Pixel size of a preset, so components can reserve the space before the image loads. */
export function presetSize(preset: ImagePreset): { width: number; height: number } {
  return { ...PRESET_SIZES[preset] };
}

const sizeOf = (variant: ImageVariant) =>
  typeof variant === 'string'
    ? PRESET_SIZES[variant]
    : { width: variant.width, height: Math.round((variant.width * 3) / 4) };

function cloudinaryTransform(variant: ImageVariant, quality?: number): string {
  const { width, height } = sizeOf(variant);
  const parts = [
    'c_fill',
    `w_${width}`,
    `h_${height}`,
    quality ? `q_${quality}` : 'q_auto',
    'f_auto',
  ];
  if (variant === 'avatar') parts.push('g_face');
  if (variant === 'background') parts.push('e_blur:1000');
  return parts.join(',');
}

const isAbsolute = (src: string) => /^https?:\/\//i.test(src) || src.startsWith('//');

/**
 * URL of `src` at a preset or width. Originals live at {api}/media/<path>; the API serves sized
 * copies at {api}/api/images/<path>?preset=… or ?w=… (&q=…). With a Cloudinary cloud name in
 * the runtime config, Cloudinary builds the same sizes instead. A missing src gives the default
 * image; a URL that is neither gives itself back.
 */
export function imageUrl(
  src: string | null | undefined,
  variant: ImageVariant,
  opts: { quality?: number } = {},
): string {
  if (!src || !src.trim()) return defaultImageUrl();
  if (/^(data|blob):/i.test(src)) return src;
  if (!hasRuntimeConfig()) return src;
  const { apiBaseUrl, imageHost } = getRuntimeConfig();
  const absolute = isAbsolute(src) ? src : `${apiBaseUrl}${src.startsWith('/') ? '' : '/'}${src}`;

  if (imageHost?.cloudName) {
    const transform = cloudinaryTransform(variant, opts.quality);
    // Already on Cloudinary: add the transformation after /upload/.
    const uploaded = /^(https?:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/i.exec(
      absolute,
    );
    if (uploaded) return `${uploaded[1]}${transform}/${uploaded[2]}`;
    return `${CLOUDINARY_ORIGIN}/${encodeURIComponent(imageHost.cloudName)}/image/fetch/${transform}/${encodeURIComponent(absolute)}`;
  }

  const media = /^(.*?)\/media\/([^?#]+)/.exec(absolute);
  if (!media) return src;
  const params = new URLSearchParams();
  if (typeof variant === 'string') params.set('preset', variant);
  else params.set('w', String(variant.width));
  if (opts.quality) params.set('q', String(opts.quality));
  return `${media[1]}/api/images/${media[2]}?${params.toString()}`;
}

/** `srcset` over the responsive widths; '' when the image has no sized variants. */
export function imageSrcSet(
  src: string | null | undefined,
  opts: { quality?: number } = {},
): string {
  if (!src) return '';
  const entries = IMAGE_WIDTHS.map((width) => ({ width, url: imageUrl(src, { width }, opts) }));
  if (entries.every((e) => e.url === src)) return '';
  return entries.map((e) => `${e.url} ${e.width}w`).join(', ');
}

/** A soft dusk skyline with a camera mark, 4:3, for content without a photo. */
const DEFAULT_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c7d2fe"/><stop offset=".6" stop-color="#fbcfe8"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="800" height="600" fill="url(#s)"/><circle cx="600" cy="190" r="70" fill="#fff7ed" opacity=".8"/><path fill="#6366f1" opacity=".35" d="M0 600V420h60v-60h50v80h40V330h70v110h30v-70h60v-90h50v90h40v120h50V360h80v-60h40v60h40v140h60v-80h50v40h60V390h50v210z"/><path fill="#4338ca" opacity=".55" d="M0 600V480h90v-50h60v70h70v-40h80v-80h60v120h90v-60h70v80h80v-100h60v110h90v-30h50v100z"/><g fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" opacity=".9"><rect x="340" y="250" width="120" height="86" rx="14"/><path d="M370 250l12-20h36l12 20"/><circle cx="400" cy="293" r="24"/></g></svg>`;

const DEFAULT_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent(DEFAULT_IMAGE_SVG)}`;

export function defaultImageUrl(): string {
  return DEFAULT_IMAGE_URL;
}
