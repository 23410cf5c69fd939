/** The spec's image presets and responsive widths, as data the image endpoint and clients share. */

export type ImagePresetName = 'thumbnail' | 'medium' | 'large' | 'hero' | 'avatar' | 'background';

export interface ImagePreset {
  width: number;
  height: number;
  /** Where the cover-crop keeps its focus. */
  focus: 'centre' | 'attention';
  /** Gaussian blur applied after resizing (the background preset). */
  blur?: boolean;
}

export const imagePresets: Readonly<Record<ImagePresetName, ImagePreset>> = Object.freeze({
  thumbnail: { width: 400, height: 300, focus: 'centre' },
  medium: { width: 800, height: 600, focus: 'centre' },
  large: { width: 1200, height: 900, focus: 'centre' },
  hero: { width: 1920, height: 1080, focus: 'centre' },
  // libvips' attention strategy favours skin tones, saturation and detail: the offline
  // approximation of "face gravity" (no face detector is bundled).
  avatar: { width: 150, height: 150, focus: 'attention' },
  background: { width: 1920, height: 1080, focus: 'centre', blur: true },
});

/** Responsive widths (4:3) for srcset. */
export const RESPONSIVE_WIDTHS = [400, 800, 1200, 1600] as const;

/** The qualities a variant is rendered at; any `q` from 1 to 100 snaps to the nearest. */
export const QUALITY_STEPS = [25, 50, 75, 90] as const;

/** Quality when `q` is absent. AVIF's scale runs higher: 50 there looks like 75 in JPEG/WebP. */
export const DEFAULT_QUALITY = 75;
export const DEFAULT_AVIF_QUALITY = 50;

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** A validated transform request. `box` is null when the original size is kept. */
export interface VariantRequest {
  /** Stable name used in the cache key: a preset name, `w800`, or `original`. */
  name: string;
  box: { width: number; height: number } | null;
  focus: ImagePreset['focus'];
  blur: boolean;
  /** 1–100, or null for the output format's default. */
  quality: number | null;
}

export type ParseResult = { ok: true; variant: VariantRequest } | { ok: false; detail: string };

function isPresetName(value: string): value is ImagePresetName {
  return Object.prototype.hasOwnProperty.call(imagePresets, value);
}

/**
 * Validates the query of the image endpoint. Values arrive as strings (or arrays when a
 * parameter is repeated); anything unexpected is a client error with a readable message.
 */
export function parseVariantQuery(query: Record<string, unknown>): ParseResult {
  const preset = query.preset;
  const width = query.w;
  const quality = query.q;

  for (const [key, value] of [
    ['preset', preset],
    ['w', width],
    ['q', quality],
  ] as const) {
    if (value !== undefined && typeof value !== 'string') {
      return { ok: false, detail: `Give "${key}" once.` };
    }
  }

  let q: number | null = null;
  if (quality !== undefined) {
    if (!/^\d{1,3}$/.test(quality as string) || Number(quality) < 1 || Number(quality) > 100) {
      return { ok: false, detail: 'Quality "q" must be a whole number from 1 to 100.' };
    }
    // Snapped to the nearest of a few qualities: any q is accepted, but one image has only
    // QUALITY_STEPS.length cold renders per variant and format, so q cannot burn CPU or disk.
    const wanted = Number(quality);
    q = QUALITY_STEPS.reduce((best, step) =>
      Math.abs(step - wanted) < Math.abs(best - wanted) ? step : best,
    );
  }

  if (preset !== undefined && width !== undefined) {
    return { ok: false, detail: 'Give either "preset" or "w", not both.' };
  }

  if (preset !== undefined) {
    const name = preset as string;
    if (!isPresetName(name)) {
      return {
        ok: false,
        detail: `Unknown preset. Use one of: ${Object.keys(imagePresets).join(', ')}.`,
      };
    }
    const p = imagePresets[name];
    return {
      ok: true,
      variant: {
        name,
        box: { width: p.width, height: p.height },
        focus: p.focus,
        blur: p.blur ?? false,
        quality: q,
      },
    };
  }

  if (width !== undefined) {
    const w = Number(width);
    if (!/^\d+$/.test(width as string) || !(RESPONSIVE_WIDTHS as readonly number[]).includes(w)) {
      return {
        ok: false,
        detail: `Width "w" must be one of ${RESPONSIVE_WIDTHS.join(', ')}.`,
      };
    }
    return {
      ok: true,
      variant: {
        name: `w${w}`,
        box: { width: w, height: (w * 3) / 4 },
        focus: 'centre',
        blur: false,
        quality: q,
      },
    };
  }

  return {
    ok: true,
    variant: { name: 'original', box: null, focus: 'centre', blur: false, quality: q },
  };
}

/**
 * Output size for a cover-crop that never enlarges: the box's exact aspect ratio, scaled down
 * when the original is smaller than the box (like an image CDN's "limit fill").
 */
export function targetSize(
  original: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  const factor = Math.min(1, original.width / box.width, original.height / box.height);
  return {
    width: Math.max(1, Math.round(box.width * factor)),
    height: Math.max(1, Math.round(box.height * factor)),
  };
}
