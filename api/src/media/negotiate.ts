import type { ImageFormat } from './presets.js';

/** Quality values (q=) of the media types named in an Accept header; absent means not listed. */
function acceptWeights(accept: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (!type) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(type.trim(), weight);
  }
  return weights;
}

/**
 * avif when the client names it, else webp, else jpeg. Wildcards do not count: browsers
 * send `*\/*` but only list the modern formats they can decode.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  if (!accept) return 'jpeg';
  const weights = acceptWeights(accept);
  if ((weights.get('image/avif') ?? 0) > 0) return 'avif';
  if ((weights.get('image/webp') ?? 0) > 0) return 'webp';
  return 'jpeg';
}

export const contentTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
