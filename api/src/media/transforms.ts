/**
 * The sharp work itself: variant renders and upload re-encodes. Only image-process.ts (the
 * child that runs them) imports this; the API process hands jobs over through image-processes.ts.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  DEFAULT_AVIF_QUALITY,
  DEFAULT_QUALITY,
  targetSize,
  type ImageFormat,
  type VariantRequest,
} from './presets.js';

/** Longest side kept after re-encoding; larger photos are scaled down. */
export const MAX_STORED_SIDE = 2400;

/** Guards against decompression bombs: a small file claiming enormous dimensions. */
/** 50 MP (a 48 MP phone photo fits); decoding past it is refused before any pixel work. */
const MAX_INPUT_PIXELS = 50_000_000;

export async function renderVariant(
  sourceFile: string,
  variant: VariantRequest,
  format: ImageFormat,
): Promise<Buffer> {
  const image = sharp(sourceFile, { failOn: 'error' }).autoOrient();
  if (variant.box) {
    const meta = await image.metadata();
    const size = targetSize(meta.autoOrient, variant.box);
    image.resize(size.width, size.height, {
      fit: 'cover',
      position: variant.focus === 'attention' ? sharp.strategy.attention : 'centre',
    });
    if (variant.blur) image.blur(Math.max(4, size.width / 80));
  }
  switch (format) {
    case 'avif':
      // effort 1: a cold 1920px encode in ~0.35 s here (effort 4 takes ~7 s) for ~15% more bytes.
      return image.avif({ quality: variant.quality ?? DEFAULT_AVIF_QUALITY, effort: 1 }).toBuffer();
    case 'webp':
      return image.webp({ quality: variant.quality ?? DEFAULT_QUALITY, effort: 4 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: variant.quality ?? DEFAULT_QUALITY, mozjpeg: true }).toBuffer();
  }
}

export interface EncodedUpload {
  data: Uint8Array;
  width: number;
  height: number;
  extension: 'jpg' | 'webp';
}

/**
 * Decodes (bounded by limitInputPixels) and re-encodes an upload: auto-oriented, metadata
 * stripped, longest side capped. Images with an alpha channel stay WebP so transparency
 * survives; the rest become JPEG. Throws when the decoder rejects the bytes.
 */
export async function encodeUpload(file: Uint8Array): Promise<EncodedUpload> {
  const image = sharp(file, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(MAX_STORED_SIDE, MAX_STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
  const { hasAlpha } = await image.metadata();
  const { data, info } = hasAlpha
    ? await image.webp({ quality: 90, effort: 4 }).toBuffer({ resolveWithObject: true })
    : await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, extension: hasAlpha ? 'webp' : 'jpg' };
}

/** A job for the image process, as sent over its IPC channel. */
export type ImageJob =
  | {
      kind: 'variant';
      source: string;
      variant: VariantRequest;
      format: ImageFormat;
      /** Where the rendered bytes are written (a temporary name the API renames into place). */
      output: string;
    }
  | { kind: 'upload'; file: Uint8Array };

/** Runs one job: a variant answers its size in bytes, an upload its encoded image. */
export async function runImageJob(job: ImageJob): Promise<number | EncodedUpload> {
  if (job.kind === 'upload') return encodeUpload(job.file);
  const data = await renderVariant(job.source, job.variant, job.format);
  await writeFile(job.output, data);
  return data.length;
}
