import { randomBytes } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { imageWork } from './image-work.js';
import { sniffImageFormat } from './sniff.js';

/** The spec's upload limit: exactly 10 MB is allowed, one byte more is not. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Longest side kept after re-encoding; larger photos are scaled down. */
export const MAX_STORED_SIDE = 2400;

/** Guards against decompression bombs: a small file claiming enormous dimensions. */
/** 50 MP (a 48 MP phone photo fits); decoding past it is refused before any pixel work. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The spec's upload messages, word for word. */
export const uploadMessages = {
  empty: 'Please select a file',
  type: 'File type not supported. Please select JPEG, JPG, PNG, WEBP files',
  size: 'File size must be less than 10MB',
} as const;

export class UploadRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRejectedError';
  }
}

export interface StoredUpload {
  /** Path under mediaDir with forward slashes, e.g. `uploads/2026/11/3q2-….jpg`. */
  relativePath: string;
  width: number;
  height: number;
}

/** Decodes (bounded by limitInputPixels) and re-encodes an upload. */
async function encode(
  file: Buffer,
): Promise<{ encoded: { data: Buffer; info: OutputInfo }; extension: 'jpg' | 'webp' }> {
  let encoded: { data: Buffer; info: OutputInfo };
  let extension: 'jpg' | 'webp';
  try {
    const image = sharp(file, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(MAX_STORED_SIDE, MAX_STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    if (hasAlpha) {
      extension = 'webp';
      encoded = await image.webp({ quality: 90, effort: 4 }).toBuffer({ resolveWithObject: true });
    } else {
      extension = 'jpg';
      encoded = await image
        .jpeg({ quality: 88, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
    }
  } catch {
    // Valid magic bytes followed by data the decoder rejects: not an image we support.
    throw new UploadRejectedError(uploadMessages.type);
  }

  return { encoded, extension };
}

/**
 * Checks an uploaded image by its bytes, re-encodes it (auto-oriented, metadata stripped,
 * longest side capped) and writes it under `uploads/<yyyy>/<mm>/` with a random name.
 * Images with an alpha channel stay WebP so transparency survives; the rest become JPEG.
 */
export async function storeUpload(file: Buffer, mediaDir: string): Promise<StoredUpload> {
  if (file.length === 0) throw new UploadRejectedError(uploadMessages.empty);
  if (!sniffImageFormat(file)) throw new UploadRejectedError(uploadMessages.type);
  if (file.length > MAX_UPLOAD_BYTES) throw new UploadRejectedError(uploadMessages.size);

  // Decoding and encoding share one gate with the variant renders (503 when it is full).
  const { encoded, extension } = await imageWork.run(() => encode(file));

  const now = new Date();
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const name = `${randomBytes(16).toString('base64url')}.${extension}`;
  const folder = path.join(mediaDir, 'uploads', year, month);
  await mkdir(folder, { recursive: true });
  // Written under a temporary name, then linked into place: a crash never leaves half a photo
  // under a real name, and `link` (unlike rename) never replaces an existing photo.
  const temporary = path.join(folder, `.${name}.${process.pid}.part`);
  await writeFile(temporary, encoded.data, { flag: 'wx' });
  try {
    await link(temporary, path.join(folder, name));
  } finally {
    await rm(temporary, { force: true });
  }

  return {
    relativePath: ['uploads', year, month, name].join('/'),
    width: encoded.info.width,
    height: encoded.info.height,
  };
}
